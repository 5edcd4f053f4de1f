/// The processes that may share a store's files. A change left half-done (a meal's edit, marked with the
/// process making it) is finished by another coach only once that process is gone.
public protocol Processes: Sendable {
    /// This process's number, to mark what it leaves half-done.
    var current: Int32 { get }
    /// Whether process `pid` is running.
    func isRunning(_ pid: Int32) -> Bool
}

/// The processes of a store no other process can reach (a `MemoryStore`): this one alone, which runs.
public struct OnlyThisProcess: Processes {
    public init() {}

    public var current: Int32 { 1 }

    public func isRunning(_ pid: Int32) -> Bool { pid == current }
}
