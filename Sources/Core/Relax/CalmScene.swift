import Storage

/// A calm scene painted in the terminal: a still picture made once for the window, and what moves
/// on it (glints, stars, rain, fireflies) painted over a copy of it each frame.
public struct CalmScene: Sendable {
    public let name: String
    let paintStill: @Sendable (_ columns: Int, _ rows: Int) -> PixelCanvas
    let paintMoving: @Sendable (_ canvas: inout PixelCanvas, _ time: Double) -> Void

    /// The still picture for a window of `columns` × `rows` pixels.
    public func still(columns: Int, rows: Int) -> PixelCanvas { paintStill(columns, rows) }

    /// `still` with what moves at `time` seconds painted over it.
    public func picture(over still: PixelCanvas, time: Double) -> PixelCanvas {
        var canvas = still
        if !canvas.pixels.isEmpty { paintMoving(&canvas, time) }
        return canvas
    }
}

/// A number from 0 to 1 that only depends on `a`, `b` and `seed`: where stars, trees and drops go.
func scatter(_ a: Int, _ b: Int = 0, seed: UInt64 = 0) -> Float {
    var random = SeededRandom(
        seed: seed &+ UInt64(bitPattern: Int64(a)) &* 0x9E37_79B9 &+ UInt64(bitPattern: Int64(b)) &* 0x85EB_CA6B)
    return Float(random.next() >> 40) / Float(1 << 24)
}

/// Smooth noise along a line, 0–1: a ridge line or a shore.
func ridge(_ x: Float, seed: UInt64) -> Float {
    var total: Float = 0
    var weight: Float = 0.5
    var frequency: Float = 1
    for octave in 0..<4 {
        let position = x * frequency
        let left = position.rounded(.down)
        let (a, b) = (scatter(Int(left), octave, seed: seed), scatter(Int(left) + 1, octave, seed: seed))
        let t = position - left
        let smooth = t * t * (3 - 2 * t)
        total += (a + (b - a) * smooth) * weight
        (weight, frequency) = (weight / 2, frequency * 2)
    }
    return total / 0.9375
}

extension PixelCanvas {
    /// A vertical gradient through `stops` from row `top` to row `bottom` (exclusive).
    mutating func sky(_ stops: [RGB], from top: Int = 0, to bottom: Int? = nil) {
        let bottom = min(rows, bottom ?? rows)
        for y in max(0, top)..<max(top, bottom) {
            let colour = RGB.gradient(stops, at: Float(y - top) / Float(max(1, bottom - top - 1)))
            for x in 0..<columns { self[x, y] = colour }
        }
    }

    /// Fills each column from `line(x)` (0–1 of the height) down to the bottom with `colour`.
    mutating func land(_ colour: RGB, below line: (Float) -> Float) {
        for x in 0..<columns {
            let top = Int(line(Float(x) / Float(max(1, columns))) * Float(rows))
            for y in min(rows, max(0, top))..<rows { self[x, y] = colour }
        }
    }

    /// Paints row `y` from column `first` through `last`, as much of it as is on the canvas.
    mutating func span(_ y: Int, from first: Int, through last: Int, _ colour: RGB) {
        guard y >= 0, y < rows else { return }
        let (start, end) = (max(0, first), min(columns - 1, last))
        guard start <= end else { return }
        for x in start...end { self[x, y] = colour }
    }

    /// Brightens the pixel at (x, y) toward `colour` by `amount`, when it is on the canvas.
    mutating func glow(_ x: Int, _ y: Int, _ colour: RGB, _ amount: Float) {
        guard x >= 0, y >= 0, x < columns, y < rows else { return }
        self[x, y] = self[x, y].mixed(with: colour, amount)
    }

    /// The other canvas mixed in by `amount` (0 keeps this one): a crossfade.
    public func mixed(with other: PixelCanvas, _ amount: Float) -> PixelCanvas {
        guard other.columns == columns, other.rows == rows else { return amount < 0.5 ? self : other }
        var canvas = self
        for index in pixels.indices { canvas.pixels[index] = pixels[index].mixed(with: other.pixels[index], amount) }
        return canvas
    }
}

/// The slideshow: one scene after another every `interval` seconds (or when asked), each fading
/// into the next over `fade` seconds.
public struct SceneShow: Sendable {
    public let scenes: [CalmScene]
    public let interval: Double
    public let fade: Double
    public private(set) var current = 0
    private var previous: Int?
    private var changedAt: Double = 0
    private var stills: [Int: PixelCanvas] = [:]
    private var size = (columns: 0, rows: 0)
    /// How many scenes were shown, the first included.
    public private(set) var shown = 1

    public init(scenes: [CalmScene] = CalmScene.all, interval: Double, fade: Double = 3, first: Int = 0) {
        (self.scenes, self.interval, self.fade) = (scenes, interval, fade)
        current = ((first % scenes.count) + scenes.count) % scenes.count
    }

    /// Moves `by` scenes on (−1 back), fading, at `time`.
    public mutating func move(by step: Int, at time: Double) {
        previous = current
        current = ((current + step) % scenes.count + scenes.count) % scenes.count
        changedAt = time
        shown += 1
    }

    /// The picture at `time` seconds for a window of `columns` × `rows` pixels.
    public mutating func picture(columns: Int, rows: Int, time: Double) -> PixelCanvas {
        if time - changedAt >= interval { move(by: 1, at: time) }
        if size != (columns, rows) { (stills, size) = ([:], (columns, rows)) }
        let now = scenes[current].picture(over: still(current), time: time)
        let progress = Float((time - changedAt) / fade)
        guard let previous, progress < 1 else { return now }
        let before = scenes[previous].picture(over: still(previous), time: time)
        // Eased, so the change starts and ends softly.
        return before.mixed(with: now, progress * progress * (3 - 2 * progress))
    }

    private mutating func still(_ index: Int) -> PixelCanvas {
        if let still = stills[index] { return still }
        let still = scenes[index].still(columns: size.columns, rows: size.rows)
        stills[index] = still
        return still
    }
}
