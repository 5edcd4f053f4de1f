import ArgumentParser
import Core

/// What a line's own text says before it is split into words: whether the calculator can have it whole, and whether
/// it may be saved in a group with the lines around it.
extension LineRunner {
    /// Whether `line` is arithmetic as it stands: it starts with a digit, `(` or `.` (no command
    /// does), and holds nothing splitting it into words would change (quotes, escapes, a comment,
    /// a tab or another control character, two blanks in a row), so the calculator can have it unsplit.
    /// Letters beyond ASCII (`kΩ`, `°C`) stay as they are: only ASCII blanks part words.
    static func isPlainArithmetic(_ line: String) -> Bool {
        var line = line
        // Read as one run of bytes: every piped line of arithmetic is asked this first.
        return line.withUTF8 { bytes in
            guard let first = bytes.first,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) || first == UInt8(ascii: "(")
                    || first == UInt8(ascii: ".")
            else { return false }
            var previous = first
            for byte in bytes.dropFirst() {
                guard byte >= 0x20, byte != 0x7F, !(byte == 0x20 && previous == 0x20) else { return false }
                switch byte {
                case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "#"), UInt8(ascii: "$"),
                    UInt8(ascii: "`"):
                    return false
                default: previous = byte
                }
            }
            return previous != 0x20
        }
    }

    /// Whether `line` may run in a group with the lines around it (see the shell's `GroupedChanges`):
    /// a command that finishes at once and never waits or asks, so holding the store's lock and
    /// its output for a moment costs nobody anything.
    public static func savesWithOthers(_ line: String) -> Bool {
        // A command (or a pasted prompt before one) starts with a letter or `$`; arithmetic never does.
        guard let first = line.utf8.first(where: { $0 != UInt8(ascii: " ") }),
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20) || first == UInt8(ascii: "$")
        else { return false }
        guard let words = try? WordSplitter.split(line),
            let (command, _, rest) = CommandPath.resolve(LineShapes.withoutPrompt(words)),
            !rest.contains(where: { $0 == "--help" || $0 == "-h" })
        else { return false }
        return groupable.contains(ObjectIdentifier(command))
    }

    /// The commands that may run in a group: quick reads, and quick writes that only log.
    private static let groupable: Set<ObjectIdentifier> = Set(
        [
            MealAdd.self, MealList.self, FormulaShow.self, FormulaList.self, FormulaSearch.self, SightsShow.self,
            SightsList.self,
            SightsSearch.self, SightsNear.self, GoalShow.self, StopwatchCommand.Status.self, TodayCommand.self,
            StreaksCommand.self,
        ].map { ObjectIdentifier($0 as ParsableCommand.Type) })
}
