import Storage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Documents and caches too large to hold whole: read a piece at a time, written a block at a time.
extension FileStore {
    public func pieces(at path: String) throws(StoreError) -> FilePieces? {
        let url = directory.appendingPathComponent(path)
        if let held = group.document(at: path) {
            let pieces = FilePieces(try encoded(held, at: url))
            pieces.path = url.path
            pieces.syncedAs = { Self.syncedAs(url.path) }
            return pieces
        }
        let fd = open(url.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            if errno == ENOTDIR, let blocker = AtomicFile.fileInTheWay(of: directory) {
                throw .cannotCreateDirectory(path: directory.path, reason: blocker)
            }
            throw .cannotRead(path: url.path, reason: AtomicFile.systemReason())
        }
        let pieces = FilePieces(source: FileSource(descriptor: fd))
        pieces.path = url.path
        pieces.syncedAs = { Self.syncedAs(url.path) }
        return pieces
    }

    public func replace<R>(at path: String, _ write: (FilePieces?, FileWriter) throws -> R) throws -> R {
        let url = directory.appendingPathComponent(path)
        try AtomicFile.makeFolder(url.deletingLastPathComponent())
        return try withLock {
            let old = try pieces(at: path)
            let result = try AtomicFile.write(to: url) { file in try write(old, file) }
            // Written under the group's lock: what the group held for this path is out of date.
            group.forget(path)
            return result
        }
    }

    public func derived(at path: String, from sources: [String], build: () throws -> Data) throws -> Data {
        // A source the open group changed is not on disk yet: build from it, and keep nothing.
        if sources.contains(where: group.holds) { return try build() }
        // The first line names the program, and the sources with their versions (inode, size and change time,
        // read with a stat each) in a 64-bit fingerprint: a source changed, added or gone makes another line.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        func mix(_ value: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) { mix(byte: UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
        }
        // Each source looked up from its folder, opened once: ten years of months are 120 of them.
        var folder: (path: Substring, fd: Int32)?
        defer { if let folder, folder.fd >= 0 { close(folder.fd) } }
        for source in sources {
            for byte in source.utf8 { mix(byte: byte) }
            // On the bytes: a search by characters cost more than the rest of the look together.
            let slash = source.utf8.lastIndex(of: UInt8(ascii: "/"))
            let parent = slash.map { source[..<$0] } ?? ""
            if folder.map({ $0.path.utf8.elementsEqual(parent.utf8) }) != true {
                if let folder, folder.fd >= 0 { close(folder.fd) }
                folder = (
                    parent, open(parent.isEmpty ? root : fullPath(String(parent)), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                )
            }
            let name = slash.map { String(source[source.index(after: $0)...]) } ?? source
            var info = stat()
            if let folder, folder.fd >= 0, fstatat(folder.fd, name, &info, 0) == 0 {
                let modified = SystemCalls.modified(info)
                mix(UInt64(info.st_ino))
                mix(UInt64(info.st_size))
                // A file dated before 1970 has a negative time: its bits, never a trap.
                mix(UInt64(bitPattern: Int64(modified.seconds)))
                mix(UInt64(bitPattern: Int64(modified.nanoseconds)))
            } else {
                mix(.max)
            }
        }
        let stamp = DerivedFile.mark + Data("\(Self.programStamp) \(sources.count) \(String(hash, radix: 16))\n".utf8)
        if let cached = try? readIfPresent(atPath: fullPath(path)), cached.starts(with: stamp) {
            return cached.dropFirst(stamp.count)
        }
        let data = try build()
        // A cache is only a shortcut: if it cannot be saved, the next run builds it again.
        let url = directory.appendingPathComponent(path)
        try? AtomicFile.makeFolder(url.deletingLastPathComponent())
        try? AtomicFile.write(stamp + data, to: url)
        return data
    }

    public func freshDerived(at path: String, from source: String) -> Data? {
        if group.holds(source) { return nil }
        let stamp = derivedStamp(of: source)
        let fd = open(fullPath(path), O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) > stamp.count else {
            let cached = try? readIfPresent(atPath: fullPath(path))
            return cached == stamp ? Data() : nil
        }
        // Mapped, not read: a command touches only the pages it looks at (`near` reads an index's entries, not
        // its text). Caches are replaced by renaming a new file over them, never rewritten in place, so the
        // pages mapped stay those of the file opened here.
        let size = Int(info.st_size)
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else { return nil }
        guard stamp.withUnsafeBytes({ memcmp(base, $0.baseAddress!, stamp.count) == 0 }) else {
            munmap(base, size)
            return nil
        }
        let address = Int(bitPattern: base)
        return Data(
            bytesNoCopy: base + stamp.count, count: size - stamp.count,
            deallocator: .custom { _, _ in
                munmap(UnsafeMutableRawPointer(bitPattern: address), size)
            })
    }

    public func buildDerived(_ paths: [String], from source: String, build: ([FileWriter]) throws -> Void) throws {
        // A source the open group changed is not on disk yet: nothing built from it is kept.
        if group.holds(source) { return }
        // The stamp is taken before the source is read: a change meanwhile makes the caches stale, never wrong.
        let stamp = derivedStamp(of: source)
        let urls = paths.map { directory.appendingPathComponent($0) }
        let temporary = urls.map { url in
            url.deletingLastPathComponent().appendingPathComponent(TemporaryFile.name(for: url.lastPathComponent))
        }
        defer { for url in temporary { unlink(url.path) } }
        // Each is written whole first, then all are renamed into place: a cache that cannot be saved is built next time.
        for url in urls { try? AtomicFile.makeFolder(url.deletingLastPathComponent()) }
        var writers: [FileWriter] = []
        var descriptors: [Int32] = []
        defer { for fd in descriptors { close(fd) } }
        for url in temporary {
            let fd = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
            guard fd >= 0 else { return }
            descriptors.append(fd)
            fchmod(fd, 0o600)
            writers.append(FileWriter(sink: FileSink(descriptor: fd), path: url.path))
        }
        for writer in writers { try writer.write(stamp) }
        try build(writers)
        for writer in writers { try writer.flush() }
        // Durable before it is renamed into place, as every file: a cache torn by a crash would be read as whole.
        guard descriptors.allSatisfy({ fsync($0) == 0 }) else { return }
        for (url, temp) in zip(urls, temporary) {
            var info = stat()
            if lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK { continue }
            rename(temp.path, url.path)
        }
    }

    /// How every cache of `source` begins: coach's mark, then the program's and the source's stamps.
    private func derivedStamp(of source: String) -> Data {
        DerivedFile.mark
            + Data("\(Self.programStamp) \(Self.stamp(of: fullPath(source)))\n".utf8)
    }
}
