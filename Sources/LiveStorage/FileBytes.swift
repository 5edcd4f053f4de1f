import Storage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open file that `FilePieces` reads a piece at a time; closed with it.
public final class FileSource: ByteSource {
    private let descriptor: Int32

    /// The file open at `descriptor`, which this source closes.
    public init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { close(descriptor) }

    public func read(upTo count: Int) throws(FilePieces.Failure) -> [UInt8] {
        var piece = [UInt8](repeating: 0, count: count)
        var read = -1
        while read < 0 {
            read = piece.withUnsafeMutableBytes { SystemCalls.read(descriptor, $0.baseAddress!, $0.count) }
            if read < 0, errno != EINTR { throw .unreadable(reason: AtomicFile.systemReason()) }
        }
        piece.removeSubrange(read...)
        return piece
    }
}

/// An open file that a `FileWriter` writes its blocks into; its opener closes it.
public final class FileSink: ByteSink {
    private let descriptor: Int32

    /// The file open for writing at `descriptor`.
    public init(descriptor: Int32) { self.descriptor = descriptor }

    public func write(_ bytes: some Collection<UInt8>, path: String) throws(StoreError) {
        guard SystemCalls.writeAll(descriptor, bytes) else {
            throw .cannotWrite(path: path, reason: AtomicFile.systemReason())
        }
    }
}
