// The smallest ArgumentParser program: one command, one flag, parsed with parseAsRoot. `make bench`
// times `coach stopwatch` against it, as the floor a command-line tool built on the library starts from.
import ArgumentParser

struct StartupFloor: ParsableCommand {
    @Flag(help: "Say more.") var verbose = false

    mutating func run() { print(verbose ? "00:00:00 stopped (floor)" : "00:00:00 stopped") }
}

do {
    var command = try StartupFloor.parseAsRoot(Array(CommandLine.arguments.dropFirst()))
    try command.run()
} catch {
    StartupFloor.exit(withError: error)
}
