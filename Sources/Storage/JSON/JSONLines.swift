/// The operation logs: a JSON value a line, read in one pass.
enum JSONLines {
    /// Each line of `data` read as one JSON value (nil for a line that is not one), in one pass.
    /// With `keys`, only the lines of operations on those records (`{"k":KEY,…`) are read; the others are nil.
    /// A line longer than `longest` bytes is not read (nil).
    static func values(_ data: Data, keys: Set<String>? = nil, longest: Int = .max) -> [JSONValue?] {
        var reader = JSONReader(bytes: Array(data))
        var values: [JSONValue?] = []
        let opening = Array(#"{"k":"#.utf8)
        while reader.index < reader.bytes.count {
            let start = reader.index
            if longest < reader.bytes.count - start {
                let end = reader.bytes[start...].firstIndex(of: 0x0A) ?? reader.bytes.count
                if end - start > longest {
                    reader.index = end + 1
                    values.append(nil)
                    continue
                }
            }
            var wanted = keys == nil
            if let keys, reader.bytes[start...].starts(with: opening) {
                reader.index = start + opening.count
                if reader.index < reader.bytes.count, reader.bytes[reader.index] == UInt8(ascii: "\""),
                    let key = try? reader.string()
                {
                    wanted = keys.contains(key)
                }
                reader.index = start
            }
            var value: JSONValue?
            if wanted {
                reader.skipSpace()
                value = try? reader.value(depth: 0)
                while reader.index < reader.bytes.count,
                    reader.bytes[reader.index] == 0x20 || reader.bytes[reader.index] == 0x09
                        || reader.bytes[reader.index] == 0x0D
                { reader.index += 1 }
                if reader.index < reader.bytes.count, reader.bytes[reader.index] != 0x0A { value = nil }
            }
            while reader.index < reader.bytes.count, reader.bytes[reader.index] != 0x0A { reader.index += 1 }
            reader.index += 1
            values.append(value)
        }
        return values
    }
}
