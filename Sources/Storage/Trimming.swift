extension Character {
    /// A space or tab (any horizontal white space), not a line break.
    public var isSpace: Bool { isWhitespace && !isNewline }
}

extension StringProtocol {
    /// The text without the characters `drop` names at either end (by default white space and line
    /// breaks): what Foundation's `trimmingCharacters(in:)` did, without Foundation's string bridge.
    public func trimmed(_ drop: (Character) -> Bool = \.isWhitespace) -> String {
        guard let first = firstIndex(where: { !drop($0) }), let last = lastIndex(where: { !drop($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}

extension String {
    /// The text with every `target` (plain ASCII, such as `%d` or `/`) replaced by `replacement`, found on the bytes:
    /// the standard `replacing` compares characters, at many times the cost, for every count a line says.
    public func replacingEvery(_ target: StaticString, with replacement: String) -> String {
        let needle = UnsafeBufferPointer(start: target.utf8Start, count: target.utf8CodeUnitCount)
        guard let first = needle.first else { return self }
        var text = self
        return text.withUTF8 { bytes in
            var result: [UInt8] = []
            var (start, index) = (0, 0)
            while index + needle.count <= bytes.count {
                if bytes[index] == first, needle.indices.allSatisfy({ bytes[index + $0] == needle[$0] }) {
                    result.append(contentsOf: bytes[start..<index])
                    result.append(contentsOf: replacement.utf8)
                    index += needle.count
                    start = index
                } else {
                    index += 1
                }
            }
            guard start > 0 else { return self }
            result.append(contentsOf: bytes[start...])
            return String(decoding: result, as: UTF8.self)
        }
    }
}
