import Core
import Storage

/// The breathing circle drawn with braille dots (2×4 dots a character), so it grows and
/// shrinks in small steps rather than whole characters.
enum BreathingCircle {
    /// A filled disk of `fraction` (0–1) of the largest radius that fits `columns` × `rows` characters.
    static func lines(fraction: Double, columns: Int, rows: Int) -> [String] {
        let width = max(1, columns) * 2
        let height = max(1, rows) * 4
        let largest = Double(min(width, height)) / 2 - 1
        let radius = max(0, largest * min(1, max(0, fraction)))
        let (centerX, centerY) = (Double(width) / 2, Double(height) / 2)
        let bits: [[UInt32]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]
        return (0..<rows).map { row in
            var line = String.UnicodeScalarView()
            for column in 0..<columns {
                var cell: UInt32 = 0
                for dx in 0..<2 {
                    for dy in 0..<4 {
                        let x = Double(column * 2 + dx) + 0.5 - centerX
                        let y = Double(row * 4 + dy) + 0.5 - centerY
                        if x * x + y * y <= radius * radius { cell |= bits[dx][dy] }
                    }
                }
                line.append(cell == 0 ? " " : Unicode.Scalar(0x2800 + cell)!)
            }
            var text = String(line)
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
    }
}
