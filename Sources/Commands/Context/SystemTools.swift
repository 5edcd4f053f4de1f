import LiveStorage
import Storage

/// The machine around coach: other programs (systemctl, notify-send) and where its files go.
/// Commands reach them only through this, so tests give a fake.
public protocol SystemTools: Sendable {
    /// Runs `program`, found on PATH, waiting at most `timeout`; nil when it is not installed.
    func run(_ program: String, _ arguments: [String], timeout: Duration) async -> ToolRun?
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
        return (environment["HOME"] ?? SystemCalls.home) + "/.config"
    }

    public var executable: String {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        let first = CommandLine.arguments.first ?? "coach"
        return first.hasPrefix("/") ? first : FileManager.default.currentDirectoryPath + "/" + first
    }

    public var hasSystemd: Bool { FileManager.default.fileExists(atPath: "/run/systemd/system") }

    public func run(_ program: String, _ arguments: [String], timeout: Duration) async -> ToolRun? {
        await Programs.run(program, arguments, timeout: timeout)
    }
}
