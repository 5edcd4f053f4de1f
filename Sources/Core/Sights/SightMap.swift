import PureC
import Storage

/// A sight's number on the map and whether its number could be drawn.
public struct SightMapEntry: Equatable, Sendable, Encodable {
    /// The number printed on the map, from 1.
    public var number: Int
    /// The sight's id.
    public var id: String
    /// The sight's name.
    public var name: String
    /// False when the map was too crowded to print its number anywhere near it.
    public var isLabelled: Bool
}

/// A map of sights drawn in text: each sight is a braille dot at its position, scaled to the box
/// (equirectangular, with longitudes narrowed by the cosine of the latitude, north up), and its
/// number is written on the dot or, when that cell is taken, in the nearest free cells.
public struct SightMap: Equatable, Sendable {
    /// Exactly `height` lines of exactly `width` characters (braille, digits and spaces, each one column wide).
    public var lines: [String]
    /// The numbered sights, in the order given.
    public var legend: [SightMapEntry]
    /// About how many metres one column spans east to west (nil with fewer than two distinct positions).
    public var metresPerColumn: Double?

    /// Draws `sights`, numbered 1… in the order given, in a box of `width` × `height` character cells.
    public init(sights: [Sight], width: Int, height: Int) {
        let width = max(0, width)
        let height = max(0, height)
        var cells = [[Character?]](repeating: [Character?](repeating: nil, count: width), count: height)
        var dots = [[UInt32]](repeating: [UInt32](repeating: 0, count: width), count: height)
        legend = []
        metresPerColumn = nil
        guard width > 0, height > 0, !sights.isEmpty else {
            lines = cells.map { String(repeating: " ", count: $0.count) }
            legend = sights.enumerated().map {
                SightMapEntry(number: $0 + 1, id: $1.id, name: $1.name, isLabelled: false)
            }
            return
        }
        let positions = Self.project(sights.map(\.location), columns: width * 2, rows: height * 4)
        metresPerColumn = positions.degreesPerDot.map { 2 * $0 * GeoPoint.earthRadius * .pi / 180 }
        let homes = positions.dots.map { (row: $0.y / 4, column: $0.x / 2) }
        for dot in positions.dots {
            dots[dot.y / 4][dot.x / 2] |= Self.brailleBit(x: dot.x % 2, y: dot.y % 4)
        }
        // How many sights have their dot in each cell: a label keeps off the others' dots where it can.
        var dotsIn = [Int](repeating: 0, count: width * height)
        for home in homes { dotsIn[home.row * width + home.column] += 1 }
        var spots: [(row: Int, column: Int)?] = []
        for index in sights.indices {
            let label = Array(String(index + 1))
            let spot = Self.place(label.count, near: homes[index], cells: cells, dotsIn: dotsIn)
            if let spot {
                for (offset, character) in label.enumerated() { cells[spot.row][spot.column + offset] = character }
            }
            spots.append(spot)
        }
        // A number crowded out of its neighbourhood goes to the nearest free cells a little farther out, so that
        // every sight on the map shows its number where one fits at all.
        for index in sights.indices where spots[index] == nil {
            let label = Array(String(index + 1))
            for reach in (Self.maxReach + 1)...Self.farthestReach {
                guard let spot = Self.place(label.count, near: homes[index], cells: cells, dotsIn: dotsIn, reach: reach)
                else { continue }
                for (offset, character) in label.enumerated() { cells[spot.row][spot.column + offset] = character }
                spots[index] = spot
                break
            }
        }
        for (index, sight) in sights.enumerated() {
            legend.append(
                SightMapEntry(number: index + 1, id: sight.id, name: sight.name, isLabelled: spots[index] != nil))
        }
        lines = (0..<height).map { row in
            String(
                (0..<width).map { column in
                    cells[row][column]
                        ?? (dots[row][column] == 0 ? " " : Character(Unicode.Scalar(0x2800 + dots[row][column])!))
                })
        }
    }

    /// Each point's dot in a grid of `columns` × `rows` dots, the drawing centred and one degree
    /// of latitude as long as one (narrowed) degree of longitude; and the degrees of latitude per dot.
    static func project(_ points: [GeoPoint], columns: Int, rows: Int) -> (
        dots: [(x: Int, y: Int)], degreesPerDot: Double?
    ) {
        let latitudes = points.map(\.latitude)
        let middle = ((latitudes.min()! + latitudes.max()!) / 2) * .pi / 180
        let xs = points.map { $0.longitude * cos(middle) }
        let (minX, maxX, minY, maxY) = (xs.min()!, xs.max()!, latitudes.min()!, latitudes.max()!)
        let spanX = maxX - minX
        let spanY = maxY - minY
        // A span too small for a double's division (places 1e-320 degrees apart) draws as one point.
        let scales = [spanX > 0 ? Double(columns - 1) / spanX : nil, spanY > 0 ? Double(rows - 1) / spanY : nil]
            .compactMap { $0 }.filter(\.isFinite)
        let scale = scales.min() ?? 0
        let offsetX = (Double(columns - 1) - spanX * scale) / 2
        let offsetY = (Double(rows - 1) - spanY * scale) / 2
        let dots = zip(xs, latitudes).map { x, y in
            (
                x: min(columns - 1, max(0, Int(((x - minX) * scale + offsetX).rounded()))),
                y: min(rows - 1, max(0, Int(((maxY - y) * scale + offsetY).rounded())))
            )
        }
        return (dots, scale > 0 ? 1 / scale : nil)
    }

    /// How many cells away from its dot a number is printed where there is room; farther would mislead.
    static let maxReach = 3
    /// How far a number crowded out of `maxReach` may go: still the neighbourhood, nearer than any other free cells.
    static let farthestReach = 8

    /// The cell to start a label of `length` in: free of other labels and not touching one, off
    /// other sights' dots if possible, within `maxReach` of `home` and as close as can be; on the
    /// same row before above before below, right before left. Nil when there is no room within `reach`.
    /// Only the cells within reach are tried, so a crowded map of many thousands of sights draws at once.
    static func place(
        _ length: Int, near home: (row: Int, column: Int), cells: [[Character?]], dotsIn: [Int],
        reach maxReach: Int = maxReach
    ) -> (row: Int, column: Int)? {
        let height = cells.count
        let width = cells.first?.count ?? 0
        guard length <= width else { return nil }
        // Another sight's dot: a cell holding one, other than this sight's own cell.
        let ownCell = home.row * width + home.column
        func foreign(_ cell: Int) -> Bool { cell != ownCell && dotsIn[cell] > 0 }
        var best: (key: [Int], spot: (row: Int, column: Int))?
        let rows = max(0, home.row - maxReach)...min(height - 1, home.row + maxReach)
        let firstStart = max(0, home.column - maxReach - length + 1)
        let lastStart = min(width - length, home.column + maxReach)
        guard firstStart <= lastStart else { return nil }
        for row in rows {
            for start in firstStart...lastStart {
                let span = start..<(start + length)
                // A blank on either side keeps neighbouring numbers from running together.
                guard span.allSatisfy({ cells[row][$0] == nil }),
                    start == 0 || cells[row][start - 1] == nil,
                    span.upperBound == width || cells[row][span.upperBound] == nil
                else { continue }
                let covers = span.contains { foreign(row * width + $0) } ? 1 : 0
                let across =
                    home.column < start ? start - home.column : home.column > span.last! ? home.column - span.last! : 0
                let dr = row - home.row
                let reach = max(abs(dr), across)
                guard reach <= maxReach else { continue }
                let key = [covers, reach, abs(dr), dr, abs(start - home.column), start]
                if best == nil || key.lexicographicallyPrecedes(best!.key) { best = (key, (row, start)) }
            }
        }
        return best?.spot
    }

    /// The bit of a braille cell for the dot at column `x` (0–1) and row `y` (0–3).
    static func brailleBit(x: Int, y: Int) -> UInt32 {
        let bits: [[UInt32]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]
        return bits[x][y]
    }
}
