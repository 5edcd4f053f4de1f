/// An object of a document written straight into bytes, laid out as `JSONEncoder` lays out coach's documents
/// (pretty-printed, two spaces a level, `"key" : value`): the month files a `meal add` rewrites whole cost a
/// tenth of the standard encoder's time this way. The fields are given in the order of their keys.
public struct JSONObjectWriter {
    /// The document so far.
    var bytes: [UInt8] = []
    /// How deep the object being written is, and how many fields it has so far.
    var depth = 0, fields = 0

    /// A writer whose text so far is `bytes`: an object's opening brace, or nothing for objects added to a list.
    private init(_ bytes: [UInt8] = [UInt8(ascii: "{")]) { self.bytes = bytes }

    /// Adds `"key" : "value"`; a key is one of coach's own field names, written as it is.
    public mutating func add(_ key: StaticString, _ value: String) {
        start(key)
        Self.quote(value, into: &bytes)
    }

    /// Adds `"key" : 52`.
    public mutating func add(_ key: StaticString, _ value: Int) {
        start(key)
        // Digits written from the end of a small buffer: no text made for them (a month has thousands).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var magnitude = value.magnitude
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Adds the field when there is a value.
    public mutating func add(_ key: StaticString, ifPresent value: String?) {
        if let value { add(key, value) }
    }

    /// Adds `"key" : [ … ]`, an object for each item.
    mutating func add<Item>(_ key: String, objects items: [Item], _ write: (Item, inout JSONObjectWriter) -> Void) {
        start(key)
        guard !items.isEmpty else {
            append("[\n\n")
            indent(depth + 1)
            bytes.append(UInt8(ascii: "]"))
            return
        }
        append("[\n")
        let (outerDepth, outerFields) = (depth, fields)
        add(objects: items[...], depth: outerDepth + 2, afterOthers: false, write)
        (depth, fields) = (outerDepth, outerFields)
        bytes.append(UInt8(ascii: "\n"))
        indent(depth + 1)
        bytes.append(UInt8(ascii: "]"))
    }

    /// `items` as objects `depth` levels in, each after a comma: objects added at the end of a list already written.
    static func objects<Item>(
        _ items: ArraySlice<Item>, depth: Int, _ write: (Item, inout JSONObjectWriter) -> Void
    ) -> [UInt8] {
        var writer = JSONObjectWriter([])
        writer.add(objects: items, depth: depth, afterOthers: true, write)
        return writer.bytes
    }

    /// The objects of a list, `depth` levels in, the first after a comma when others come before it.
    private mutating func add<Item>(
        objects items: ArraySlice<Item>, depth: Int, afterOthers: Bool, _ write: (Item, inout JSONObjectWriter) -> Void
    ) {
        bytes.reserveCapacity(bytes.count + items.count * 160)  // about a meal's bytes each
        // By index: an enumerated sequence of an unspecialized item costs a thousand instructions an item more.
        for index in items.indices {
            if afterOthers || index > items.startIndex { append(",\n") }
            let item = items[index]
            (self.depth, fields) = (depth, 0)
            indent(depth)
            bytes.append(UInt8(ascii: "{"))
            write(item, &self)
            close()
        }
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
        if fields == 0 { append("\n\n") } else { bytes.append(UInt8(ascii: "\n")) }
        indent(depth)
        bytes.append(UInt8(ascii: "}"))
    }

    private mutating func start(_ key: String) {
        startField()
        Self.quote(key, into: &bytes)
        append(" : ")
    }

    private mutating func start(_ key: StaticString) {
        startField()
        bytes.append(UInt8(ascii: "\""))
        append(key)
        append("\" : ")
    }

    private mutating func startField() {
        if fields > 0 { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\n"))
        fields += 1
        indent(depth + 1)
    }

    private mutating func indent(_ levels: Int) {
        var spaces = 2 * levels
        while spaces > 0 {
            let some = min(spaces, 16)
            Self.spaces.withUTF8Buffer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0.prefix(some))) }
            spaces -= some
        }
    }

    private static let spaces: StaticString = "                "

    /// Appends fixed text by its bytes, copied whole.
    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// `value` in quotes, escaped as `JSONText` escapes it; most need no escape and are copied whole.
    private static func quote(_ value: String, into bytes: inout [UInt8]) {
        var value = value
        let copied = value.withUTF8 { utf8 in
            guard !utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else { return false }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: utf8)
            bytes.append(UInt8(ascii: "\""))
            return true
        }
        if !copied {
            var text = ""
            JSONText.quote(value, into: &text)
            bytes.append(contentsOf: text.utf8)
        }
    }
}
