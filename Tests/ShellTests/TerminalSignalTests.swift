import Foundation
import Testing

/// Signals give the terminal back: coach runs inside bash in a tmux pane, is signalled, and bash's
/// `stty -a` must then show line editing and echo on, the cursor visible and the main screen back.
@Suite(.serialized)
struct TerminalSignalTests {
    @Test(arguments: [(SIGTERM, 143), (SIGHUP, 129), (SIGQUIT, 131)])
    func aSignalAtThePromptRestoresTheTerminal(signal: Int32, status: Int) throws {
        let terminal = try TmuxPane()
        terminal.launchInBash()
        terminal.type("stopw")
        terminal.waitFor("coach> stopw")
        try terminal.send(signal)
        let screen = terminal.waitFor("[exited \(status)]\n$")  // bash's prompt drawn too
        #expect(screen.contains("coach> stopw\n[exited \(status)]\n$"))  // off the prompt's line
        #expect(!screen.contains("crashed") && !screen.contains("core dumped") && !screen.contains("Backtrace"))
        #expect(terminal.terminalFlags() == ["icanon", "echo"])
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGQUIT])
    func aSignalDuringTheFullScreenSessionLeavesItAndShowsTheCursor(signal: Int32) throws {
        let terminal = try TmuxPane()
        terminal.launchInBash()
        terminal.type("breathe", "Enter")
        terminal.waitFor("Breathe in")
        #expect(terminal.alternateScreen && !terminal.cursorVisible)
        try terminal.send(signal)
        #expect(terminal.waitFor("[exited \(128 + signal)]").contains("coach> breathe\n[exited \(128 + signal)]"))
        #expect(!terminal.alternateScreen)
        #expect(terminal.cursorVisible)
        #expect(terminal.terminalFlags() == ["icanon", "echo"])
    }

    @Test func ctrlZDuringTheFullScreenSessionGivesTheTerminalBackAndFgResumesIt() throws {
        let terminal = try TmuxPane()
        terminal.launchInBash()
        terminal.type("breathe", "Enter")
        terminal.waitFor("Breathe in")
        terminal.type("C-z")
        terminal.waitFor("Stopped")
        #expect(!terminal.alternateScreen)
        #expect(terminal.cursorVisible)
        #expect(terminal.terminalFlags() == ["icanon", "echo"])
        terminal.type("fg", "Enter")
        #expect(terminal.waitFor("space pauses · q ends").contains("cycle 1/"))  // redrawn on the alternate screen
        #expect(terminal.alternateScreen && !terminal.cursorVisible)
        terminal.type("q")  // one key, no Enter: key-by-key input is back
        // Below bash's echo of the job.
        #expect(terminal.waitFor("Ended early").contains("coach'\nEnded early after 0 of"))
        terminal.type("exit", "Enter")
        terminal.waitFor("[exited 0]")
        #expect(terminal.terminalFlags() == ["icanon", "echo"])
    }

    @Test func ctrlZDuringATimerCountdownGivesTheTerminalBackAndFgResumesIt() throws {
        let terminal = try TmuxPane()
        terminal.launchInBash("timer 10m tea")
        terminal.waitFor("left")
        terminal.type("C-z")
        terminal.waitFor("Stopped")
        #expect(terminal.cursorVisible)
        #expect(terminal.terminalFlags() == ["icanon", "echo"])
        terminal.type("fg", "Enter")
        terminal.waitFor("timer 10m tea\n  00:0")
        #expect(terminal.lastLine.hasPrefix("  00:0") && terminal.lastLine.hasSuffix(" left  (timer 1)"))
        terminal.type("C-c")
        #expect(terminal.terminalFlags() == ["icanon", "echo"])
    }

    @Test func ctrlZAtThePromptThenFgRedrawsTheLineBeingTyped() throws {
        let terminal = try TmuxPane()
        terminal.launchInBash()
        terminal.type("stopw")
        terminal.waitFor("coach> stopw")
        terminal.type("C-z")
        terminal.waitFor("Stopped")
        #expect(terminal.terminalFlags() == ["icanon", "echo"])
        terminal.type("fg", "Enter")
        terminal.waitFor("coach'\ncoach> stopw")  // drawn again below bash's echo of the job
        #expect(terminal.lastLine == "coach> stopw")
        terminal.type("atch", "Enter")
        #expect(terminal.waitFor("00:00:00 stopped\ncoach>").contains("coach> stopwatch\n00:00:00 stopped\ncoach>"))
    }

    /// `bg` continues coach where it may not read keys: it stops again, as a program reading the terminal
    /// from the background is stopped, and `fg` brings back the prompt and the line, editing on.
    @Test func ctrlZThenBgThenFgRedrawsTheLineBeingTyped() throws {
        let terminal = try TmuxPane()
        terminal.launchInBash()
        terminal.type("stopwatch st")
        terminal.waitFor("coach> stopwatch st")
        terminal.type("C-z")
        terminal.waitFor("Stopped")
        terminal.type("bg", "Enter")
        terminal.waitFor(" &\n")  // bash's "[1]+ … &"
        terminal.type("fg", "Enter")
        terminal.waitUntil { $0.split(separator: "\n").last == "coach> stopwatch st" }
        #expect(terminal.lastLine == "coach> stopwatch st")
        terminal.type("Left", "Left", "C-k", "status", "Enter")  // keys one at a time again: the line edited
        let screen = terminal.waitFor("00:00:00 stopped\ncoach>")
        #expect(screen.contains("coach> stopwatch status\n00:00:00 stopped\ncoach>"))
    }

    /// SIGSTOP cannot be caught: coach only hears SIGCONT, and must put its own modes back then.
    @Test func stoppedWithoutCtrlZThenFgRestoresKeyByKeyInput() throws {
        let terminal = try TmuxPane()
        terminal.launchInBash()
        terminal.type("breathe", "Enter")
        terminal.waitFor("Breathe in")
        try terminal.send(SIGSTOP)
        terminal.waitFor("Stopped")
        terminal.type("fg", "Enter")
        terminal.waitFor("space pauses · q ends")
        terminal.type("q")
        #expect(terminal.waitFor("Ended early").contains("Ended early after 0 of"))
    }

    /// Piped coach was never given a terminal, so a SIGTERM writes nothing of its own.
    @Test func aPipedSessionEndedBySigtermWritesNoTerminalControls() throws {
        let coach = CoachProcess()
        let fifo = coach.home.appendingPathComponent("input").path
        mkfifo(fifo, 0o600)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CoachProcess.binary)
        process.environment = coach.environment
        let output = coach.home.appendingPathComponent("out")
        #expect(FileManager.default.createFile(atPath: output.path, contents: nil))
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = process.standardOutput
        process.standardInput = FileHandle(forUpdatingAtPath: fifo)  // read and write: never at end of input
        try process.run()
        let writer = try #require(FileHandle(forWritingAtPath: fifo))
        writer.write(Data("stopwatch\n".utf8))
        for _ in 0..<200 where coach.read("out").isEmpty { usleep(50_000) }
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationStatus == 143)
        #expect(coach.read("out") == "00:00:00 stopped\n")
    }
}
