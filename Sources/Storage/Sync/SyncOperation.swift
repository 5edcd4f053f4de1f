/// One change to one record of a document, as a device recorded it: the record's key, its new value
/// (or that it was deleted), when, and which earlier operation it replaced. Operations are only ever
/// appended, one file per device and document, so two machines never write the same file.
public struct SyncOperation: Codable, Equatable, Sendable {
    /// The record: `i:entries␀7df2…` (an item of a list), `m:NAME␀KEY` (an entry of a map of records),
    /// `a:NAME` (the list exists), `f:NAME` (a single value).
    public var key: String
    /// The record's value; nil when it was deleted.
    public var value: JSONValue?
    /// Milliseconds since 1970 (UTC), later than the operation it replaced.
    public var time: Int64
    /// The operation it replaced, `TIME@DEVICE`; nil for a record seen for the first time.
    public var replaced: String?
    /// The device that recorded it: the folder its file is in (not written in the line).
    public var device = ""
    /// Its line in that file, to keep the order records were made in.
    public var line = 0

    enum CodingKeys: String, CodingKey { case key = "k", value = "v", time = "t", replaced = "r", deleted = "x" }

    /// An operation recorded now by this device.
    public init(key: String, value: JSONValue?, time: Int64, replaced: String?) {
        (self.key, self.value, self.time, self.replaced) = (key, value, time, replaced)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        key = try container.decode(String.self, forKey: .key)
        time = try container.decode(Int64.self, forKey: .time)
        replaced = try container.decodeIfPresent(String.self, forKey: .replaced)
        let deleted = try container.decodeIfPresent(Bool.self, forKey: .deleted) ?? false
        value = deleted ? nil : try container.decodeIfPresent(JSONValue.self, forKey: .value) ?? .null
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encode(time, forKey: .time)
        try container.encodeIfPresent(replaced, forKey: .replaced)
        if let value {
            try container.encode(value, forKey: .value)
        } else {
            try container.encode(true, forKey: .deleted)
        }
    }

    /// `TIME@DEVICE`, how a later operation names this one.
    public var id: String { "\(time)@\(device)" }

    /// The operations of one file, one JSON object a line (with `keys`, only those on these records);
    /// a line that does not read, or is longer than `longest` bytes, is left out.
    public static func lines(_ data: Data, device: String, keys: Set<String>? = nil, longest: Int = .max)
        -> [SyncOperation]
    {
        var operations: [SyncOperation] = []
        for (number, line) in JSONLines.values(data, keys: keys, longest: longest).enumerated() {
            guard case let .object(fields)? = line, case let .string(key)? = fields["k"],
                case let .int(time)? = fields["t"]
            else { continue }
            var replaced: String?
            if case let .string(name)? = fields["r"] { replaced = name }
            let deleted = fields["x"] == .bool(true)
            var operation = SyncOperation(
                key: key, value: deleted ? nil : fields["v"] ?? .null, time: Int64(time), replaced: replaced)
            (operation.device, operation.line) = (device, number)
            operations.append(operation)
        }
        return operations
    }

    /// `operations` as lines to append to a file: `{"k":…,"r":…,"t":…,"v":…}`, keys sorted.
    public static func text(_ operations: [SyncOperation]) -> Data {
        var line = JSONWriter()
        for operation in operations {
            var fields: [String: JSONValue] = ["k": .string(operation.key), "t": .int(Int(operation.time))]
            fields["r"] = operation.replaced.map(JSONValue.string)
            if let value = operation.value { fields["v"] = value } else { fields["x"] = .bool(true) }
            line.compact(.object(fields))
            line.append(bytes: [0x0A])
        }
        return Data(line.bytes)
    }
}
