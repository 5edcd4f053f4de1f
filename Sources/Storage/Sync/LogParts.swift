/// A device's operation log of one document, kept in parts that every machine reads: `PATH.jsonl`, then
/// `PATH.2.jsonl`, `PATH.3.jsonl`… in its folder, each at most `SyncLimits.part(for:)`, which is below what a
/// machine reads of one file. So a large import (40,000 places make a log of 75 MiB) travels whole however
/// large its log grows, and no part is ever one the others refuse. The parts read one after another are the log.
public enum LogParts {
    /// The most parts a log may have: 256 parts of 16 MiB hold 4 GiB of a document's operations.
    public static let most = 256

    /// The file of part `number` (1 is the first) of the log of `document`: `meals/2026-11.json.jsonl`,
    /// `sights/imported.json.2.jsonl`.
    public static func file(of document: String, part number: Int) -> String {
        number == 1 ? document + ".jsonl" : document + ".\(number).jsonl"
    }

    /// The document a device's log file is of, and which part it is; nil for a name no part has. A document's
    /// name never ends in `.` and digits (it ends in `.json` or a photo's extension), so the two never mix.
    public static func part(_ file: String) -> (document: String, number: Int)? {
        guard file.hasSuffix(".jsonl") else { return nil }
        let name = file.dropLast(6)
        guard let dot = name.lastIndex(of: ".") else { return (String(name), 1) }
        let digits = name[name.index(after: dot)...]
        guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }) else { return (String(name), 1) }
        guard digits.first != "0", digits.count <= 3, let number = Int(digits), (2...most).contains(number) else {
            return nil
        }
        return (String(name[..<dot]), number)
    }

    /// `log` (whole lines) laid out in parts of at most `size` bytes, each ending at a line's end; a line longer
    /// than `size` (never one coach writes) is a part alone. The first parts fill up first, so a log that
    /// only grew keeps its earlier parts byte for byte.
    public static func split(_ log: Data, size: Int) -> [Data] {
        var parts: [Data] = []
        var (start, end) = (log.startIndex, log.startIndex)
        while end < log.endIndex {
            let next = (log[end...].firstIndex(of: 0x0A).map { log.index(after: $0) }) ?? log.endIndex
            if next - start > size, end > start {
                parts.append(log[start..<end])
                start = end
            }
            end = next
        }
        if end > start { parts.append(log[start..<end]) }
        return parts
    }
}
