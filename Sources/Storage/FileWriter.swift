/// A file written as it is made, a block at a time, so that writing a document of any size holds only
/// one block: `AtomicFile.write(to:_:)` gives one over a temporary file, a memory store one over bytes.
public final class FileWriter {
    /// Where the bytes go: a file's descriptor, or memory.
    private let descriptor: Int32?
    /// The path named in errors.
    let path: String
    private var block: [UInt8] = []
    /// What a writer in memory holds.
    public private(set) var written = Data()
    /// How many bytes were written so far.
    public private(set) var count = 0
    /// Set when what is being written turned out to be what the file holds already: the old file then stays.
    public var keepOld = false

    static let blockSize = 1 << 20

    init(descriptor: Int32, path: String) {
        (self.descriptor, self.path) = (descriptor, path)
        block.reserveCapacity(Self.blockSize)
    }

    /// A writer that keeps its bytes in memory (`written`).
    public init(inMemoryFor path: String) {
        (descriptor, self.path) = (nil, path)
    }

    public func write(_ text: String) throws(StoreError) {
        try write(text.utf8)
    }

    public func write(_ bytes: some Collection<UInt8>) throws(StoreError) {
        count += bytes.count
        guard descriptor != nil else {
            written.append(contentsOf: bytes)
            return
        }
        if bytes.count >= Self.blockSize {
            // Large bytes go straight to the file, not through the block.
            try flush()
            guard SystemCalls.writeAll(descriptor!, bytes) else {
                throw .cannotWrite(path: path, reason: AtomicFile.systemReason())
            }
            return
        }
        block.append(contentsOf: bytes)
        if block.count >= Self.blockSize { try flush() }
    }

    /// Sends what is held to the file.
    func flush() throws(StoreError) {
        guard let descriptor, !block.isEmpty else { return }
        guard SystemCalls.writeAll(descriptor, block) else {
            throw .cannotWrite(path: path, reason: AtomicFile.systemReason())
        }
        block.removeAll(keepingCapacity: true)
    }
}
