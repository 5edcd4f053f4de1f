import LiveStorage
import Storage

/// File name completion for `source` and `--data-dir`.
enum FilePaths {
    static func matching(_ prefix: String) -> [String] {
        let expanded = prefix.hasPrefix("~/") ? SystemCalls.home + prefix.dropFirst(1) : prefix
        let folder = expanded.contains("/") ? String(expanded[...expanded.lastIndex(of: "/")!]) : ""
        let typedFolder = prefix.contains("/") ? String(prefix[...prefix.lastIndex(of: "/")!]) : ""
        let start = String(expanded.dropFirst(folder.count))
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else {
            return []
        }
        return names.filter { $0.hasPrefix(start) && (start.hasPrefix(".") || !$0.hasPrefix(".")) }.map { name in
            typedFolder + name + (SystemCalls.target(of: folder + name) == .folder ? "/" : "")
        }
    }
}
