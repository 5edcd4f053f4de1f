import CEditLine
import Core

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-R at the prompt, bound as a libedit function: `(search history) 'st': stopwatch start`, each key
/// shown as it is typed. Ctrl-R again finds an older line, Backspace takes a character back, Ctrl-G puts the
/// line back as it was; any other key (Enter, an arrow, Ctrl-A) keeps the line found and does what it does.
extension LineEditor {
    func searchHistory() -> UInt8 {
        let original = typedLine()
        var search = HistorySearch(lines: lines)
        show(search.prompt, line: original.text, cursor: original.cursor)
        while true {
            var character: wchar_t = 0
            let got = readCharacter(into: &character)
            guard got > 0, let key = Unicode.Scalar(UInt32(character)) else {
                // Ctrl-C or the end of input: the line as it was, and `readLine` says which.
                show(nil, line: original.text, cursor: original.cursor)
                return UInt8(CC_EOF)
            }
            switch key.value {
            case 0x12: search.older()
            case 0x08, 0x7F: search.erase()
            case 0x07:
                show(nil, line: original.text, cursor: original.cursor)
                return UInt8(CC_REFRESH)
            case 0x20..<0x7F, 0xA0...: search.type(Character(key))
            default:
                let found = typedLine()
                show(nil, line: found.text, cursor: found.cursor)
                calls.pointee.push(editLine, String(key))
                return UInt8(CC_REFRESH)
            }
            let line = search.match ?? original.text
            show(search.prompt, line: line, cursor: search.matchOffset ?? line.unicodeScalars.count)
        }
    }

    /// Draws `prompt` (nil: the usual one) and `line` afresh where the prompt stood, the cursor at `cursor`.
    private func show(_ prompt: String?, line: String, cursor: Int) {
        let rowsUp = cursorRow()
        searchPrompt = prompt
        let length = typedLine().text.unicodeScalars.count
        _ = calls.pointee.cursor(editLine, Int32(length))
        calls.pointee.deletestr(editLine, Int32(length))
        if !line.isEmpty { _ = calls.pointee.insertstr(editLine, line) }
        _ = calls.pointee.cursor(editLine, Int32(cursor - line.unicodeScalars.count))
        redraw(rowsUp: rowsUp)
    }
}
