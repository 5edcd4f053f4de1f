import Storage
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the first lock of a process puts right in the data directory: its permissions, and the
/// temporary files of writers that were killed mid-write.
extension FileStore {
    private static let tidied = Mutex<Set<String>>([])

    /// Runs once per process and data directory, under the lock.
    func tidyOnFirstLock() {
        guard Self.tidied.withLock({ $0.insert(directory.path).inserted }) else { return }
        keepPrivate()
        removeStaleTemporaryFiles()
    }

    /// The data directory holds health data: a folder that others may read or enter is made
    /// private (0700) again, as coach created it.
    private func keepPrivate() {
        var info = stat()
        guard stat(directory.path, &info) == 0, info.st_uid == geteuid(), info.st_mode & 0o077 != 0 else { return }
        chmod(directory.path, 0o700)
    }

    /// Removes coach's temporary files (`TemporaryFile`) whose writer is no longer running, in every
    /// folder of the data directory; a running writer's file is left alone.
    private func removeStaleTemporaryFiles() {
        // A sync replica's folder (its git objects, the operation logs) holds none of the documents' temporary files.
        let folders = SystemCalls.dotNames(under: directory.path, skipping: [".sync"]).compactMap { found in
            found.names.contains { TemporaryFile.writer(of: $0, older: true) != nil } ? found.folder : nil
        }
        for folder in folders {
            TemporaryFile.removeLeftovers(
                in: folder.isEmpty ? directory.path : directory.path + "/" + folder, older: true)
        }
    }
}
