import Storage

/// The processes of this machine, as `SystemCalls` sees them: what a `FileStore`'s files are shared with.
public struct SystemProcesses: Processes {
    public init() {}

    public var current: Int32 { SystemCalls.thisProcess }

    public func isRunning(_ pid: Int32) -> Bool { SystemCalls.isRunning(pid) }
}
