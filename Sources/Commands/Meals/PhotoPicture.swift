import Core
import Storage

/// A meal's photo drawn in the terminal by chafa (`chafa` on PATH), under `meal show`.
enum PhotoPicture {
    /// The program that draws photos as coloured characters.
    static let drawer = "chafa"

    /// The largest picture: 80×24, or less in a smaller terminal (less the lines `meal show` prints).
    static func size(columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        (max(8, min(columns, 80)), max(4, min(rows - 3, 24)))
    }

    /// chafa's words for the photo at `path` drawn in `size` with the terminal's colours.
    static func arguments(_ path: String, size: (columns: Int, rows: Int), depth: ColorDepth) -> [String] {
        let colours =
            switch depth {
            case .trueColor: "full"
            case .palette256: "256"
            case .monochrome: "none"
            }
        return [
            "--format", "symbols", "--size", "\(size.columns)x\(size.rows)", "--animate", "off", "--polite", "on",
            "--colors", colours, path,
        ]
    }

    /// chafa's output as a frame: its text as text and its colour codes (`ESC[…m`) as renditions; any other
    /// control sequence or character is left out, so the picture can colour the screen but never move or retitle it.
    static func frame(_ drawn: String) -> Frame {
        var frame = Frame()
        var text = ""
        var scalars = drawn.unicodeScalars.makeIterator()
        func addText() {
            if !text.isEmpty { frame.add(text) }
            text = ""
        }
        while let scalar = scalars.next() {
            if scalar == "\n" || scalar.value >= 0x20 && scalar.value != 0x7F && !(0x80..<0xA0).contains(scalar.value) {
                text.unicodeScalars.append(scalar)
                continue
            }
            guard scalar == "\u{1B}", scalars.next() == "[" else { continue }
            var body = ""
            while let next = scalars.next() {
                if (0x40...0x7E).contains(next.value) {
                    let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map {
                        Int($0.isEmpty ? "0" : $0)
                    }
                    if next == "m", numbers.allSatisfy({ $0 != nil && $0! <= 255 }) {
                        addText()
                        frame.add(.rendition(numbers.map { $0! }))
                    }
                    break
                }
                body.unicodeScalars.append(next)
            }
        }
        addText()
        frame.add(.rendition([0]))
        return frame
    }
}
