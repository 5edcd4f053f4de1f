import FoundationEssentials

/// What a terminal shows after coach's output: cursor moves (`CSI row;col H`, `CSI n C`), clears (`CSI 2J`)
/// and glyphs are played onto a grid; colours and modes are left out. Frames end at `CSI ?2026l`.
struct ScreenReplay {
    private var grid: [[Character]]
    private var (row, column) = (0, 0)

    init(columns: Int, rows: Int) { grid = Array(repeating: Array(repeating: " ", count: columns), count: rows) }

    /// The screen's lines, trailing spaces left out.
    var lines: [String] {
        grid.map { row in String(row[..<(row.lastIndex { $0 != " " }.map { $0 + 1 } ?? 0)]) }
    }

    /// The screen after each frame of `output`.
    static func frames(of output: String, columns: Int, rows: Int) -> [[String]] {
        var screen = ScreenReplay(columns: columns, rows: rows)
        return output.components(separatedBy: "\u{1B}[?2026l").dropLast().map { frame in
            screen.play(frame)
            return screen.lines
        }
    }

    mutating func play(_ text: String) {
        var characters = text[...]
        while let first = characters.first {
            characters = characters.dropFirst()
            guard first == "\u{1B}" else {
                if row < grid.count, column < grid[row].count { grid[row][column] = first }
                column += 1
                continue
            }
            // ESC [ parameters final
            characters = characters.dropFirst()
            let parameters = characters.prefix { !$0.isLetter }
            characters = characters.dropFirst(parameters.count)
            let final = characters.first
            characters = characters.dropFirst()
            switch final {
            case "H":
                let numbers = parameters.split(separator: ";").map { Int($0) ?? 1 }
                (row, column) = ((numbers.first ?? 1) - 1, (numbers.count > 1 ? numbers[1] : 1) - 1)
            case "C": column += Int(parameters) ?? 1
            case "J" where parameters == "2":
                grid = grid.map { $0.map { _ in " " } }
            default: break
            }
        }
    }
}
