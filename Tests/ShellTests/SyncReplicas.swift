import Foundation

/// Machines that sync through one bare git repository, each a data directory in one temporary folder,
/// driven through the built `coach` as a person would.
struct SyncReplicas {
    let coach = CoachProcess()
    let names: [String]

    init(_ names: [String]) throws {
        self.names = names
        let made = try coach.run(
            ["init", "-q", "--bare", remote.path], program: "/usr/bin/env", environment: [:], arguments: ["git"])
        precondition(made.status == 0, made.err)
    }

    var remote: URL { coach.home.appendingPathComponent("remote.git") }

    func data(_ name: String) -> URL { coach.home.appendingPathComponent(name) }

    /// `coach --data-dir NAME ARGS` with `input` piped in.
    @discardableResult
    func run(_ name: String, _ arguments: [String], input: String = "", environment: [String: String] = [:]) throws
        -> CoachProcess.Result
    {
        try coach.run(
            ["--data-dir", data(name).path, "--color", "never"] + arguments, input: input, environment: environment)
    }
}

extension CoachProcess {
    /// Runs `program` with `arguments` put before `rest`: a helper for running git through env.
    func run(_ rest: [String], program: String, environment: [String: String], arguments: [String]) throws -> Result {
        try run(arguments + rest, program: program, environment: environment)
    }
}
