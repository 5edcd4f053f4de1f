import Foundation
#if os(Linux)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few system calls whose names or fields differ between Linux and macOS, in one place.
public enum SystemCalls {
    /// Whether process `pid` is running on this machine (a process of another user counts).
    public static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// write(2): bytes written, or -1 with `errno` set.
    static func write(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if os(Linux)
        Glibc.write(fd, bytes, count)
        #else
        Darwin.write(fd, bytes, count)
        #endif
    }

    /// The running program's file, so caches notice a new coach.
    static var programPath: String {
        #if os(Linux)
        "/proc/self/exe"
        #else
        Bundle.main.executablePath ?? CommandLine.arguments[0]
        #endif
    }

    /// When a file's content last changed, as whole seconds and nanoseconds.
    static func modified(_ info: stat) -> (seconds: Int, nanoseconds: Int) {
        #if os(Linux)
        (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
        #else
        (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
        #endif
    }
}
