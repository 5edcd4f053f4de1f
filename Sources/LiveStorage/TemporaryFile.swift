import Storage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary file coach writes beside a file before renaming it into place:
/// `.NAME.coach-tmp-PID-RANDOM`, hidden, and named so that the next coach writing into the same
/// folder knows it as coach's own and removes it once its writer (process PID) is gone.
public enum TemporaryFile {
    /// What sets coach's temporary files apart from anyone else's.
    static let marker = ".coach-tmp-"
    /// What coach named them before, still recognised inside the data directory.
    static let olderMarker = ".tmp-"

    /// `.backup.json.coach-tmp-4242-123456789` for `backup.json`, written by this process; a very
    /// long name is shortened so the temporary one still fits the file system's limit.
    public static func name(for file: String) -> String {
        var stem = String.UnicodeScalarView()
        var bytes = 0
        for scalar in file.unicodeScalars {
            bytes += UTF8.width(scalar)
            guard bytes <= 200 else { break }
            stem.append(scalar)
        }
        return "." + String(stem) + marker + "\(getpid())-\(UInt32.random(in: 0 ... .max))"
    }

    /// The process that wrote the temporary file `name`, or nil when `name` is not one of coach's;
    /// with `older`, the names coach gave them before (`.NAME.tmp-PID-RANDOM`) count too.
    public static func writer(of name: String, older: Bool = false) -> pid_t? {
        guard name.hasPrefix(".") else { return nil }
        for marker in older ? [marker, olderMarker] : [marker] {
            // The file's own name comes before the marker: at least one character after the dot.
            guard let range = name.ranges(of: marker).last,
                name.distance(from: name.startIndex, to: range.lowerBound) >= 2
            else { continue }
            let parts = name[range.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, let pid = number(parts[0], as: Int32.self), pid > 0,
                number(parts[1], as: UInt32.self) != nil
            else { continue }
            return pid
        }
        return nil
    }

    /// Removes from `folder` (not from folders inside it) coach's temporary files whose writer no
    /// longer runs: only regular files owned by this user, and never through a symbolic link; with
    /// `older`, also those named as older coaches named them. Returns the names it removed.
    @discardableResult
    public static func removeLeftovers(in folder: String, older: Bool = false) -> [String] {
        let folderFD = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folderFD >= 0 else { return [] }
        defer { close(folderFD) }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var removed: [String] = []
        for name in names.sorted() {
            guard let pid = writer(of: name, older: older), pid != getpid(), !SystemCalls.isRunning(pid) else {
                continue
            }
            var info = stat()
            guard fstatat(folderFD, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG,
                info.st_uid == geteuid()
            else { continue }
            if unlinkat(folderFD, name, 0) == 0 { removed.append(name) }
        }
        return removed
    }

    /// `digits` as a number, when it is ASCII digits alone (no sign) that fit the type.
    private static func number<N: FixedWidthInteger>(_ digits: Substring, as type: N.Type) -> N? {
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        guard !digits.isEmpty, digits.utf8.allSatisfy(isDigit) else { return nil }
        return N(digits)
    }
}
