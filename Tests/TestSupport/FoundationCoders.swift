import Storage

/// Foundation's own JSON coders, set as coach's layout is (pretty, keys sorted, slashes as they are, dates as
/// `Timestamp` text): an outside oracle for what coach reads and writes with its own (`ValueDecoder`, `ValueEncoder`,
/// `JSONWriter`, each record's `JSONRecord` declaration).
public enum FoundationCoders {
    /// `value` as Foundation's encoder writes a document: laid out, then a line break.
    public static func document(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(Timestamp.format(date))
        }
        return try encoder.encode(value) + Data("\n".utf8)
    }

    /// `D` as Foundation's decoder reads it from `data`; nil when it refuses.
    public static func read<D: Decodable>(_ type: D.Type, from data: Data) -> D? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            guard let date = Timestamp.read(try container.decode(String.self)) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a time")
            }
            return date
        }
        return try? decoder.decode(D.self, from: data)
    }
}
