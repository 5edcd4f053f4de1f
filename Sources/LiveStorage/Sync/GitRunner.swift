import Storage

/// git run in a replica's repository: found on PATH, never asking anything (no password prompt, ssh
/// in batch mode), bounded in time, its output captured.
struct GitRunner: Sendable {
    /// The repository's folder.
    let repository: URL
    /// How long a local step may take.
    static let local = Duration.seconds(60)
    /// How long a step that reaches the remote may take.
    static let network = Duration.seconds(180)

    static let environment = [
        "GIT_TERMINAL_PROMPT": "0", "GIT_SSH_COMMAND": "ssh -o BatchMode=yes -o ConnectTimeout=20",
        "LC_ALL": "C", "GIT_MERGE_AUTOEDIT": "no",
    ]
    /// Settings that keep a person's own git configuration (signing, hooks) out of coach's commits.
    /// Links another machine committed are checked out as plain files holding the link's text, never as links.
    static let settings = [
        "-c", "commit.gpgsign=false", "-c", "core.hooksPath=/dev/null", "-c", "gc.autoDetach=false", "-c",
        "core.symlinks=false",
    ]

    /// Runs `git ARGUMENTS` (with `environment` added), whatever its status; throws only when git is missing.
    func attempt(_ arguments: [String], timeout: Duration = GitRunner.local, environment: [String: String] = [:])
        async throws(SyncError) -> ToolRun
    {
        let settings = Self.environment.merging(environment) { $1 }
        guard let git = Self.program,
            let run = await Programs.run(
                git, Self.settings + arguments, in: repository.path, environment: settings, timeout: timeout)
        else {
            throw .gitMissing
        }
        return run
    }

    /// Runs `git ARGUMENTS` and gives its output; a failure throws, saying which `step` failed.
    @discardableResult
    func run(
        _ arguments: [String], step: String, timeout: Duration = GitRunner.local, environment: [String: String] = [:]
    ) async throws(SyncError) -> String {
        let run = try await attempt(arguments, timeout: timeout, environment: environment)
        guard run.status == 0 else { throw .git(step: step, said: run.said) }
        return run.output
    }

    /// The commit `name` names, or nil when there is none.
    func commit(_ name: String) async throws(SyncError) -> String? {
        let run = try await attempt(["rev-parse", "-q", "--verify", name + "^{commit}"])
        return run.status == 0 && !run.output.isEmpty ? run.output : nil
    }

    /// The commit the reference `name` (`refs/heads/main`) holds, read from its file when git keeps it loose (a sync
    /// reads a few: each git run costs milliseconds), else from git.
    func reference(_ name: String) async throws(SyncError) -> String? {
        let file = repository.appendingPathComponent(".git/" + name).path
        if let bytes = FileManager.default.contents(atPath: file), bytes.count == 41, bytes.last == 0x0A,
            bytes.dropLast().allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        {
            return String(decoding: bytes.dropLast(), as: UTF8.self)
        }
        return try await commit(name)
    }

    /// Whether git is installed.
    static func isInstalled() async -> Bool {
        guard let git = program else { return false }
        return await Programs.run(git, ["--version"], timeout: .seconds(20)) != nil
    }

    /// git's path, found on PATH once: a sync runs it a dozen times, and a search for each costs more than git.
    static let program: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where folder.hasPrefix("/") {
            let candidate = String(folder) + "/git"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()
}
