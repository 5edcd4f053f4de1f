/// A JSON document kept in the data directory: a top-level object with a `"version"`.
public protocol StoredDocument: Codable, Equatable, Sendable {
    /// The format version this build writes; files with a higher one are refused for writing.
    static var currentVersion: Int { get }
    /// The path inside the data directory, for documents that live in one file.
    static var defaultPath: String { get }
    /// The value used when the file does not exist yet.
    static var empty: Self { get }
    /// Whether the document reads its JSON itself (`init(json:)`), past the standard decoder, which costs about
    /// 40,000 instructions a record of a month file.
    static var readsOwnJSON: Bool { get }
    /// The document read from its parsed JSON; nil leaves the file to the standard decoder, which reads it
    /// or says what is wrong, so only the plain shape this build writes needs reading here.
    init?(json: JSONValue)
    /// The document read from its file's bytes (UTF-8 throughout) past the standard decoder: by default its JSON
    /// read whole, each key named once, and a version this build reads given to `init(json:)`.
    init?(ownJSON bytes: [UInt8])
    /// The document's file, byte for byte as the standard encoder writes it; nil (the default) leaves it to the
    /// standard encoder.
    var fileBytes: [UInt8]? { get }
}

extension StoredDocument {
    public static var readsOwnJSON: Bool { false }
    public init?(json: JSONValue) { nil }
    public init?(ownJSON bytes: [UInt8]) {
        guard let json = JSONValue.readDistinctKeys(bytes), case let .int(version)? = json["version"],
            version <= Self.currentVersion
        else { return nil }
        self.init(json: json)
    }
    public var fileBytes: [UInt8]? { nil }
}

/// Encodes and decodes stored documents; shared by every store so tests exercise the real format.
public enum DocumentCoder {

    /// Human-readable JSON: pretty-printed, keys sorted, dates as ISO 8601 with milliseconds.
    public static func encode<D: StoredDocument>(_ document: D) throws -> Data {
        if let bytes = document.fileBytes { return Data(bytes) }
        return try standardEncoded(document)
    }

    /// The document as the standard encoder writes it.
    public static func standardEncoded<D: StoredDocument>(_ document: D) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(Timestamp.format(date))
        }
        var data = try encoder.encode(document)
        data.append(0x0A)
        return data
    }

    /// Decodes `data` read from `path`, turning every failure into a message that says where.
    public static func decode<D: StoredDocument>(_ type: D.Type, from data: Data, path: String) throws(StoreError) -> D
    {
        if D.readsOwnJSON, let document = readOwnJSON(D.self, from: data) { return document }
        return try standardDecoded(D.self, from: data, path: path)
    }

    /// The document as the standard decoder reads it, or what is wrong with it.
    public static func standardDecoded<D: StoredDocument>(
        _ type: D.Type, from data: Data, path: String
    ) throws(StoreError)
        -> D
    {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            if let date = Timestamp.read(text) { return date }
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is not a date like 2026-11-21T08:12:00.000Z")
        }
        do {
            return try decoder.decode(Versioned<D>.self, from: data).document
        } catch VersionProblem.missing {
            throw .damaged(path: path, detail: "it has no \"version\" field")
        } catch let VersionProblem.newer(version) {
            throw .newerVersion(path: path, found: version, supported: D.currentVersion)
        } catch {
            throw .damaged(path: path, detail: syntaxProblem(in: data) ?? describe(error))
        }
    }

    /// A document that reads its JSON itself, when its version is one this build reads, its text is UTF-8
    /// throughout (the standard decoder refuses what the JSON reader would mend) and no object names a key twice
    /// (the two readers keep different ones); nil for anything else.
    private static func readOwnJSON<D: StoredDocument>(_ type: D.Type, from data: Data) -> D? {
        let bytes = Array(data)
        guard Self.isASCII(bytes) || String(validating: bytes, as: UTF8.self) != nil else { return nil }
        return D(ownJSON: bytes)
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

    private enum VersionProblem: Error { case missing, newer(Int) }

    /// A document read in one pass: its version is checked before the rest is decoded.
    private struct Versioned<D: StoredDocument>: Decodable {
        private enum Key: String, CodingKey { case version }
        var document: D

        init(from decoder: any Decoder) throws {
            guard let version = try decoder.container(keyedBy: Key.self).decodeIfPresent(Int.self, forKey: .version)
            else {
                throw VersionProblem.missing
            }
            if version > D.currentVersion { throw VersionProblem.newer(version) }
            document = try D(from: decoder)
        }
    }

    /// Where JSON syntax breaks, as "not valid JSON: invalid value at line 3, column 5".
    public static func syntaxProblem(in data: Data) -> String? {
        do {
            _ = try JSONValue(parsing: data)
            return nil
        } catch {
            return "not valid JSON: " + error.text
        }
    }

    /// Turns a DecodingError into "what is wrong, at which key".
    static func describe(_ error: Error) -> String {
        func place(_ path: [CodingKey]) -> String {
            guard !path.isEmpty else { return "" }
            let keys = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return " at \(keys.hasPrefix(".") ? String(keys.dropFirst()) : keys)"
        }
        guard let decoding = error as? DecodingError else { return "\(error)" }
        switch decoding {
        case let .dataCorrupted(context):
            if context.codingPath.isEmpty, context.debugDescription.hasPrefix("The given data was not valid JSON") {
                return "not valid JSON"
            }
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
