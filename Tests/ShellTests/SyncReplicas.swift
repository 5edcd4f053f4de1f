import Core
import Foundation

/// Machines that sync through one bare git repository, each a data directory in one temporary folder,
/// driven through the built `coach` as a person would. A sealed remote is encrypted to a key of each machine
/// (`NAME.key` beside the data directories), and each machine starts or joins it with its own.
struct SyncReplicas {
    let coach = CoachProcess()
    let names: [String]
    /// Whether the remote is encrypted (`sync init --recipient …`).
    let sealed: Bool

    init(_ names: [String], sealed: Bool = false) throws {
        (self.names, self.sealed) = (names, sealed)
        if sealed {
            var random = SystemRandomNumberGenerator()
            for name in names {
                let identity = AgeIdentity(random: &random)
                try Data(identity.file(created: "2026-11-29T10:00:00Z").utf8).write(to: key(name))
            }
        }
        let made = try coach.run(
            ["init", "-q", "--bare", remote.path], program: "/usr/bin/env", environment: [:], arguments: ["git"])
        precondition(made.status == 0, made.err)
    }

    var remote: URL { coach.home.appendingPathComponent("remote.git") }

    func data(_ name: String) -> URL { coach.home.appendingPathComponent(name) }

    /// The secret key file of machine `name` (sealed remotes).
    func key(_ name: String) -> URL { coach.home.appendingPathComponent(name + ".key") }

    /// The public key of machine `name`.
    func recipient(_ name: String) throws -> String {
        let text = try String(contentsOf: key(name), encoding: .utf8)
        return AgeIdentity(String(text.split(separator: "\n").last!))!.recipient.text
    }

    /// `sync init REMOTE --machine NAME`, encrypted to every machine's key (or the `readers'`) when the remote is sealed.
    @discardableResult
    func start(
        _ name: String, _ more: [String] = [], readers: [String]? = nil, environment: [String: String] = [:]
    ) throws -> CoachProcess.Result {
        var arguments = ["sync", "init", remote.path, "--machine", name] + more
        if sealed {
            arguments += ["--identity", key(name).path]
            for other in readers ?? names where other != name { arguments += ["--recipient", try recipient(other)] }
        }
        return try run(name, arguments, environment: environment)
    }

    /// Lets machine `name`, not one of `names`, read a sealed remote: a key of its own, added by machine `host`.
    func admit(_ name: String, by host: String) throws {
        guard sealed else { return }
        var random = SystemRandomNumberGenerator()
        try Data(AgeIdentity(random: &random).file(created: "2026-11-29T10:00:00Z").utf8).write(to: key(name))
        let added = try run(host, ["sync", "keys", "add", try recipient(name)])
        precondition(added.status == 0, added.err)
    }

    /// `sync clone REMOTE --machine NAME` (with the machine's key when the remote is sealed).
    @discardableResult
    func join(_ name: String, as machine: String? = nil, environment: [String: String] = [:]) throws
        -> CoachProcess.Result
    {
        let sealing = sealed ? ["--identity", key(name).path] : []
        return try run(
            name, ["sync", "clone", remote.path, "--machine", machine ?? name] + sealing, environment: environment)
    }

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
