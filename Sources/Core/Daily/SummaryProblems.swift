import PureC
import Storage

/// The problems a day summary keeps (`!` lines, each an `OutOfBounds.line`), reported a file at a time as found
/// together: counted as they are read, and said only when named. A month of tens of thousands of meals out of bounds
/// is then a scan of its summary, not tens of thousands of problems read on every `today`.
struct SummaryProblems {
    /// The summary the lines are in.
    let summary: Data
    /// Where the lines of the file being read are in the summary's bytes, and where its file's name is.
    private var lines: [Range<Int>] = []
    private var file: Range<Int>?

    init(in summary: Data) { self.summary = summary }

    /// Adds the problem line at `range` of `bytes` (the summary's, the `!` left out). A line of another file than the
    /// one before reports that one's. Only its file is looked at: the summary is coach's own, and a line of another
    /// shape (a hand-edited cache) is said as it stands when named.
    mutating func add(_ range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        let tab = memchr(base + range.lowerBound, 0x09, range.count)
        let name =
            range
            .lowerBound..<(tab.map { UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base }
            ?? range.upperBound)
        if let file, file.count != name.count || memcmp(base + file.lowerBound, base + name.lowerBound, name.count) != 0
        {
            report()
        }
        if file == nil { file = name }
        lines.append(range)
    }

    /// Reports the lines of the file being read as found together.
    mutating func report() {
        guard let file, !lines.isEmpty else { return }
        let (summary, lines) = (self.summary, self.lines)
        let name = summary.withUnsafeBytes {
            String(decoding: UnsafeRawBufferPointer(rebasing: $0[file]), as: UTF8.self)
        }
        StoredValueWarnings.report(
            FoundTogether(file: name, count: lines.count) { index in
                summary.withUnsafeBytes { bytes in
                    let line = UnsafeRawBufferPointer(rebasing: bytes[lines[index]])
                    return OutOfBounds(line: line)
                        ?? OutOfBounds(file: name, problem: String(decoding: line, as: UTF8.self), fix: "")
                }
            })
        (self.lines, self.file) = ([], nil)
    }
}
