/// Where a `FileWriter` sends its blocks: an open file (LiveStorage's `FileSink`).
public protocol ByteSink: AnyObject {
    /// Writes all of `bytes`, again after an interruption; `StoreError.cannotWrite` for `path`, with the
    /// system's reason, when it refused (a full disk).
    func write(_ bytes: some Collection<UInt8>, path: String) throws(StoreError)
}

/// A file written as it is made, a block at a time, so that writing a document of any size holds only
/// one block: LiveStorage's `AtomicFile.write(to:_:)` gives one over a temporary file, a memory store one over bytes.
public final class FileWriter {
    /// Where the bytes go: a file, or memory.
    private let sink: (any ByteSink)?
    /// The path named in errors.
    public let path: String
    private var block: [UInt8] = []
    /// What a writer in memory holds.
    public private(set) var written = Data()
    /// How many bytes were written so far.
    public private(set) var count = 0
    /// Set when what is being written turned out to be what the file holds already: the old file then stays.
    public var keepOld = false

    static let blockSize = 1 << 20

    /// A writer into `sink` (an open file), for the file at `path`.
    public init(sink: any ByteSink, path: String) {
        (self.sink, self.path) = (sink, path)
        block.reserveCapacity(Self.blockSize)
    }

    /// A writer that keeps its bytes in memory (`written`).
    public init(inMemoryFor path: String) {
        (sink, self.path) = (nil, path)
    }

    public func write(_ text: String) throws(StoreError) {
        try write(text.utf8)
    }

    public func write(_ bytes: some Collection<UInt8>) throws(StoreError) {
        count += bytes.count
        guard let sink else {
            written.append(contentsOf: bytes)
            return
        }
        if bytes.count >= Self.blockSize {
            // Large bytes go straight to the file, not through the block.
            try flush()
            return try sink.write(bytes, path: path)
        }
        block.append(contentsOf: bytes)
        if block.count >= Self.blockSize { try flush() }
    }

    /// Sends what is held to the file.
    public func flush() throws(StoreError) {
        guard let sink, !block.isEmpty else { return }
        try sink.write(block, path: path)
        block.removeAll(keepingCapacity: true)
    }
}
