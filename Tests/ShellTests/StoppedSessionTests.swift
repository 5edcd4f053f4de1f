import Foundation
import Testing

/// A piped breathing session stopped by a signal is still logged, and coach ends as the signal asked.
struct StoppedSessionTests {
    @Test(arguments: [(SIGTERM, 143), (SIGINT, 130), (SIGHUP, 129)] as [(Int32, Int32)])
    func aSignalEndsThePipedSessionAndItIsLogged(signal: Int32, status: Int32) throws {
        let coach = CoachProcess()
        let process = coach.start(["breathe", "--cycles", "3"], input: "")
        for _ in 0..<200 where !coach.read("out").contains("inhale") { usleep(25_000) }
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationStatus == status)
        let out = coach.read("out")
        #expect(out.hasPrefix("calm 4-6, 3 cycles, 00:30:\n00:00 inhale 4s (cycle 1/3)\n"))
        #expect(out.contains("Ended early after 0 of 3 cycles: "))
        #expect(!out.contains("\u{1B}"))  // no terminal control in piped output
        #expect(try coach.run(["breathe", "stats", "--json"]).out.contains("\"sessions\" : 1,"))
    }
}
