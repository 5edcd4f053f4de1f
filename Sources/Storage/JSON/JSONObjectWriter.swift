/// An object of a document written straight into bytes, laid out as `JSONEncoder` lays out coach's documents
/// (pretty-printed, two spaces a level, `"key" : value`): the month files a `meal add` rewrites whole cost a
/// tenth of the standard encoder's time this way. The fields are given in the order of their keys.
public struct JSONObjectWriter {
    /// The document so far.
    var bytes: [UInt8] = []
    /// How deep the object being written is, and how many fields it has so far.
    var depth = 0, fields = 0

    private init() { bytes.append(UInt8(ascii: "{")) }

    /// Adds `"key" : "value"`.
    public mutating func add(_ key: String, _ value: String) {
        start(key)
        Self.quote(value, into: &bytes)
    }

    /// Adds `"key" : 52`.
    public mutating func add(_ key: String, _ value: Int) {
        start(key)
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Adds the field when there is a value.
    public mutating func add(_ key: String, ifPresent value: String?) {
        if let value { add(key, value) }
    }

    /// Adds `"key" : [ … ]`, an object for each item.
    mutating func add<Item>(_ key: String, objects items: [Item], _ write: (Item, inout JSONObjectWriter) -> Void) {
        start(key)
        guard !items.isEmpty else {
            bytes.append(contentsOf: "[\n\n".utf8)
            indent(depth + 1)
            bytes.append(UInt8(ascii: "]"))
            return
        }
        bytes.append(contentsOf: "[\n".utf8)
        let (outerDepth, outerFields) = (depth, fields)
        for (index, item) in items.enumerated() {
            if index > 0 { bytes.append(contentsOf: ",\n".utf8) }
            (depth, fields) = (outerDepth + 2, 0)
            indent(depth)
            bytes.append(UInt8(ascii: "{"))
            write(item, &self)
            close()
        }
        (depth, fields) = (outerDepth, outerFields)
        bytes.append(UInt8(ascii: "\n"))
        indent(depth + 1)
        bytes.append(UInt8(ascii: "]"))
    }

    /// A document file: the object, then a line break.
    static func document(_ write: (inout JSONObjectWriter) -> Void) -> [UInt8] {
        var writer = JSONObjectWriter()
        write(&writer)
        writer.close()
        writer.bytes.append(UInt8(ascii: "\n"))
        return writer.bytes
    }

    /// Closes the object being written.
    private mutating func close() {
        if fields == 0 { bytes.append(contentsOf: "\n\n".utf8) } else { bytes.append(UInt8(ascii: "\n")) }
        indent(depth)
        bytes.append(UInt8(ascii: "}"))
    }

    private mutating func start(_ key: String) {
        bytes.append(contentsOf: (fields == 0 ? "\n" : ",\n").utf8)
        fields += 1
        indent(depth + 1)
        Self.quote(key, into: &bytes)
        bytes.append(contentsOf: " : ".utf8)
    }

    private mutating func indent(_ levels: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * levels))
    }

    /// `value` in quotes, escaped as `JSONText` escapes it; most need no escape and are copied whole.
    private static func quote(_ value: String, into bytes: inout [UInt8]) {
        var value = value
        if value.withUTF8({ $0.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C } }) {
            var text = ""
            JSONText.quote(value, into: &text)
            bytes.append(contentsOf: text.utf8)
        } else {
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: value.utf8)
            bytes.append(UInt8(ascii: "\""))
        }
    }
}
