/// Help text laid out as ArgumentParser lays out its screens, for the screens coach writes in other languages.
enum HelpLayout {
    /// `text` wrapped at `columns` with every line indented by `indent`, as ArgumentParser's `wrapped(to:wrappingIndent:)`
    /// does: the line breaks it holds stay, and a line breaks at the last space that fits.
    static func wrapped(_ text: String, to columns: Int, indent: Int) -> String {
        let room = max(columns - indent, 10)
        var lines: [Substring] = []
        var rest = Substring(text)
        while true {
            let chunk = rest.prefix(room)
            if let lastBreak = chunk.lastIndex(of: "\n") {
                lines += rest[..<lastBreak].split(separator: "\n", omittingEmptySubsequences: false)
                rest = rest[rest.index(after: lastBreak)...]
            } else if chunk.endIndex == rest.endIndex {
                lines.append(rest)
                break
            } else if let lastSpace = chunk.lastIndex(of: " ") {
                lines.append(rest[..<lastSpace])
                rest = rest[rest.index(after: lastSpace)...]
            } else if let nextSpace = rest.firstIndex(of: " ") {
                lines.append(rest[..<nextSpace])
                rest = rest[rest.index(after: nextSpace)...]
            } else {
                lines.append(rest)
                break
            }
        }
        let margin = String(repeating: " ", count: indent)
        return lines.map { $0.isEmpty ? "" : margin + $0 }.joined(separator: "\n")
    }

    /// `heading usage`, the usage wrapped at `width` between its parts (an option with its value and a bracketed
    /// group stay whole), the lines after the first under the usage's start.
    static func usage(_ usage: String, heading: String, width: Int) -> [String] {
        var parts: [String] = []
        var depth = 0
        for character in usage {
            if character == " ", depth == 0 {
                parts.append("")
                continue
            }
            if "[(<".contains(character) { depth += 1 }
            if "])>".contains(character) { depth -= 1 }
            if parts.isEmpty { parts.append("") }
            parts[parts.count - 1].append(character)
        }
        // An option and its value go together: `--cycles <n>`.
        for index in parts.indices.reversed().dropFirst()
        where parts[index].hasPrefix("-") && parts[index + 1].hasPrefix("<") {
            parts[index] += " " + parts.remove(at: index + 1)
        }
        parts.removeAll(where: \.isEmpty)
        let indent = String(repeating: " ", count: heading.count + 1)
        var lines = [heading]
        for part in parts {
            let last = lines[lines.count - 1]
            if last.count + 1 + part.count > width, last != heading, last != indent {
                lines.append(indent + part)
            } else {
                lines[lines.count - 1] = last + " " + part
            }
        }
        return lines
    }
}
