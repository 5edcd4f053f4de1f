import Foundation

/// What a program on this machine answered.
public struct ToolRun: Equatable, Sendable {
    /// Its exit status (-1 when it was stopped for taking too long).
    public var status: Int32
    /// What it printed, stdout and stderr together, trimmed.
    public var output: String

    public init(status: Int32, output: String) { (self.status, self.output) = (status, output) }
}

/// The machine around coach: other programs (systemctl, notify-send) and where its files go.
/// Commands reach them only through this, so tests give a fake.
public protocol SystemTools: Sendable {
    /// Runs `program`, found on PATH, waiting at most `timeout`; nil when it is not installed.
    func run(_ program: String, _ arguments: [String], timeout: Duration) -> ToolRun?
    /// `$XDG_CONFIG_HOME`, else `~/.config`.
    var configHome: String { get }
    /// The absolute path of the running coach.
    var executable: String { get }
    /// Whether systemd runs this machine, so user timers can be enabled.
    var hasSystemd: Bool { get }
}

/// The real machine.
public struct LocalSystem: SystemTools {
    let environment: [String: String]

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) { self.environment = environment }

    public var configHome: String {
        if let home = environment["XDG_CONFIG_HOME"], home.hasPrefix("/") { return home }
        return (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
    }

    public var executable: String {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        let first = CommandLine.arguments.first ?? "coach"
        return first.hasPrefix("/") ? first : FileManager.default.currentDirectoryPath + "/" + first
    }

    public var hasSystemd: Bool { FileManager.default.fileExists(atPath: "/run/systemd/system") }

    public func run(_ program: String, _ arguments: [String], timeout: Duration) -> ToolRun? {
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        guard let path = folders.map({ "\($0)/\(program)" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("coach-tool-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: output.path, contents: nil), let handle = try? FileHandle(forWritingTo: output) else { return nil }
        defer { try? FileManager.default.removeItem(at: output) }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while process.isRunning, ContinuousClock.now < deadline { usleep(10_000) }
        let finished = !process.isRunning
        if !finished { process.terminate() }
        process.waitUntilExit()
        try? handle.close()
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return ToolRun(status: finished ? process.terminationStatus : -1, output: text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
