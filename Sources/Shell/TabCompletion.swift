import CEditLine
import Commands
import Core
import LiveStorage
import Storage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tab at the prompt: `Completion.complete`'s candidates put into libedit's line, or listed in columns.
extension LineEditor {
    func completeWord() -> UInt8 {
        guard let info = calls.pointee.line(editLine)?.pointee else { return UInt8(CC_ERROR) }
        let length = info.cursor - info.buffer
        let before = String(decoding: UnsafeRawBufferPointer(start: info.buffer, count: length), as: UTF8.self)
        let result = complete(before)
        guard !result.candidates.isEmpty else { return UInt8(CC_REFRESH_BEEP) }
        let target = result.candidates.count == 1 ? result.candidates[0] : result.commonPrefix
        if target.count > result.prefix.count || result.candidates.count == 1 {
            let finished = result.candidates.count == 1 && result.appendSpace
            let space = finished ? " " : ""
            if WordSplitter.quote(target) == target {
                _ = calls.pointee.insertstr(editLine, String(target.dropFirst(result.prefix.count)) + space)
            } else if result.candidates.count == 1 {
                calls.pointee.deletestr(editLine, Int32(result.prefix.count))
                _ = calls.pointee.insertstr(editLine, WordSplitter.quote(target) + space)
            }
            return UInt8(CC_REFRESH)
        }
        SystemCalls.writeAll(STDOUT_FILENO, ("\n" + columns(result.candidates.map(TerminalText.oneLine))).utf8)
        return UInt8(CC_REDISPLAY)
    }

    /// Candidates laid out in columns across the terminal, like other shells list them.
    private func columns(_ words: [String]) -> String {
        let width = (words.map(TerminalText.width).max() ?? 0) + 2
        let perRow = max(1, RealTerminal.columns() / width)
        var text = ""
        for (index, word) in words.enumerated() {
            let last = index % perRow == perRow - 1 || index == words.count - 1
            text += last ? word + "\n" : word + String(repeating: " ", count: width - TerminalText.width(of: word))
        }
        return text
    }
}
