/// A JSON document kept in the data directory: a top-level object with a `"version"`, read and written through its
/// `Codable` conformance by coach's own coders (`ValueDecoder`, `ValueEncoder`, laid out by `JSONWriter`).
public protocol StoredDocument: Codable, Equatable, Sendable {
    /// The format version this build writes; files with a higher one are refused for writing.
    static var currentVersion: Int { get }
    /// The path inside the data directory, for documents that live in one file.
    static var defaultPath: String { get }
    /// The value used when the file does not exist yet.
    static var empty: Self { get }
    /// The document in the file at `path`, or why it cannot be read. By default its JSON is read whole and decoded;
    /// a month file reads its records one by one (`MonthFile`).
    init(file bytes: [UInt8], path: String) throws(StoreError)
    /// The document's file. By default it is encoded whole and laid out; a month file writes only the records added
    /// to it when that is all that changed.
    func file() throws -> [UInt8]
}

extension StoredDocument {
    public init(file bytes: [UInt8], path: String) throws(StoreError) {
        let json = try DocumentCoder.json(bytes, of: Self.self, path: path)
        do { self = try ValueDecoder.decode(Self.self, from: json) } catch { throw DocumentCoder.damaged(path, error) }
    }

    public func file() throws -> [UInt8] { try ValueEncoder.document(self) }
}

extension StoredDocument where Self: JSONRecord {
    /// A document whose fields are declared (`JSONRecord`) is read and written through its declaration.
    public init(file bytes: [UInt8], path: String) throws(StoreError) {
        let json = try DocumentCoder.json(bytes, of: Self.self, path: path)
        do {
            guard case let .object(fields) = json else { throw json.mismatch([String: JSONValue].self, at: []) }
            self = try Self(fields: JSONFields(fields))
        } catch {
            throw DocumentCoder.damaged(path, error)
        }
    }

    public func file() throws -> [UInt8] {
        var writer = JSONWriter(capacity: 256)
        writer.object(try sortedFields(), depth: 0)
        writer.append(bytes: [0x0A])
        return writer.bytes
    }
}

/// Reads and writes stored documents; shared by every store so tests exercise the real format.
public enum DocumentCoder {
    /// The document's file.
    public static func encode<D: StoredDocument>(_ document: D) throws -> Data { Data(try document.file()) }

    /// Decodes `data` read from `path`, turning every failure into a message that says where.
    public static func decode<D: StoredDocument>(_ type: D.Type, from data: Data, path: String) throws(StoreError) -> D
    {
        let bytes = Array(data)
        // Text that is not UTF-8 throughout is refused rather than mended: a mended name would be written back.
        guard isASCII(bytes) || String(validating: bytes, as: UTF8.self) != nil else {
            throw .damaged(path: path, detail: "not UTF-8 text")
        }
        return try D(file: bytes, path: path)
    }

    /// The JSON of a document's file, each key once in every object, its version one this build reads.
    static func json<D: StoredDocument>(_ bytes: [UInt8], of type: D.Type, path: String) throws(StoreError)
        -> JSONValue
    {
        let json: JSONValue
        do {
            var reader = JSONReader(bytes: bytes)
            reader.refusesRepeatedKeys = true
            json = try reader.document()
        } catch {
            throw damaged(path, error)
        }
        guard case .object = json else { throw damaged(path, json.mismatch([String: JSONValue].self, at: [])) }
        _ = try version(json["version"], of: D.self, at: path)
        return json
    }

    /// The version a document's `"version"` field gives, when this build reads it.
    static func version<D: StoredDocument>(_ value: JSONValue?, of type: D.Type, at path: String) throws(StoreError)
        -> Int
    {
        guard let value else { throw .damaged(path: path, detail: "it has no \"version\" field") }
        guard case let .int(version) = value else {
            throw damaged(path, value.mismatch(Int.self, at: [PlainKey("version")]))
        }
        if version > D.currentVersion { throw .newerVersion(path: path, found: version, supported: D.currentVersion) }
        return version
    }

    /// The store's error for a document at `path` that `error` says cannot be read.
    public static func damaged(_ path: String, _ error: any Error) -> StoreError {
        if let store = error as? StoreError { return store }
        if let syntax = error as? JSONSyntaxError {
            return .damaged(path: path, detail: syntax.isRepeatedKey ? syntax.text : "not valid JSON: " + syntax.text)
        }
        return .damaged(path: path, detail: describe(error))
    }

    /// Whether every byte is below 0x80, looked at eight at a time (a month of meals is read on every `meal add`).
    static func isASCII(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            var index = 0
            while index + 8 <= raw.count {
                if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
                    return false
                }
                index += 8
            }
            return raw[index...].allSatisfy { $0 < 0x80 }
        }
    }

    /// Turns a DecodingError into "what is wrong, at which key".
    public static func describe(_ error: any Error) -> String {
        func place(_ path: [CodingKey]) -> String {
            guard !path.isEmpty else { return "" }
            let keys = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return " at \(keys.hasPrefix(".") ? String(keys.dropFirst()) : keys)"
        }
        guard let decoding = error as? DecodingError else { return "\(error)" }
        switch decoding {
        case let .dataCorrupted(context):
            return context.debugDescription.trimmed { $0 == "." } + place(context.codingPath)
        case let .keyNotFound(key, context):
            return "the field \"\(key.stringValue)\" is missing" + place(context.codingPath)
        case let .typeMismatch(type, context):
            return "expected \(describe(type))" + place(context.codingPath)
        case let .valueNotFound(type, context):
            return "expected \(describe(type)), found null" + place(context.codingPath)
        @unknown default:
            return "\(error)"
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "text"
        case is Int.Type, is Double.Type: return "a number"
        case is Bool.Type: return "true or false"
        default:
            let name = "\(type)"
            if name.hasPrefix("Dictionary<") { return "an object" }
            if name.hasPrefix("Array<") { return "a list" }
            return name.lowercased()
        }
    }
}
