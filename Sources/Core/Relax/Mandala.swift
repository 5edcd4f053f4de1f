import PureC
import Storage

/// A kaleidoscope drawn from a seed: rings of petals, rays, beads and scallops repeated 8 or 12
/// times around the centre and mirrored within each repeat, turning slowly and breathing.
public struct Mandala: Sendable {
    /// One ring of the pattern, between two radii (0 the centre, 1 the edge).
    struct Layer: Sendable {
        enum Shape: CaseIterable { case petals, ring, rays, beads, scallops, disc }
        var shape: Shape
        var inner: Float, outer: Float
        /// How many times the shape repeats within one sector.
        var repeats: Float
        var hue: Float
    }

    public let seed: UInt64
    /// How many times the pattern goes round: 8 or 12.
    public let symmetry: Int
    let layers: [Layer]
    /// The pattern sampled once in (radius, angle within half a sector): the layer lit there plus one, or 0.
    private let table: [UInt8]
    static let radiusSteps = 256, angleSteps = 64

    /// The mandala of `seed`; `symmetry` 8 or 12, or nil for the seed's choice.
    public init(seed: UInt64, symmetry: Int? = nil) {
        var random = SeededRandom(seed: seed)
        self.seed = seed
        self.symmetry = symmetry ?? (random.next() % 2 == 0 ? 8 : 12)
        var layers: [Layer] = []
        // A small disc at the heart, then rings outward.
        let baseHue = Float.random(in: 0..<1, using: &random)
        var radius: Float = 0.08
        layers.append(Layer(shape: .disc, inner: 0, outer: radius, repeats: 1, hue: baseHue))
        while radius < 0.95 {
            let width = Float.random(in: 0.07...0.2, using: &random)
            let shape = [Layer.Shape.petals, .ring, .rays, .beads, .scallops].randomElement(using: &random)!
            layers.append(
                Layer(
                    shape: shape, inner: radius, outer: min(1, radius + width),
                    repeats: radius < 0.35 ? 1 : Float(Int.random(in: 1...2, using: &random)),
                    hue: baseHue + Float(layers.count) * Float.random(in: 0.06...0.14, using: &random)))
            radius += width + Float.random(in: 0...0.03, using: &random)
        }
        self.layers = layers
        let symmetry = self.symmetry
        var table = [UInt8](repeating: 0, count: Self.radiusSteps * Self.angleSteps)
        for r in 0..<Self.radiusSteps {
            for a in 0..<Self.angleSteps {
                let rho = (Float(r) + 0.5) / Float(Self.radiusSteps)
                let u = (Float(a) + 0.5) / Float(Self.angleSteps)
                if let index = layers.firstIndex(where: { $0.lights(rho: rho, u: u, symmetry: symmetry) }) {
                    table[r * Self.angleSteps + a] = UInt8(index + 1)
                }
            }
        }
        self.table = table
    }

    /// The number of the layer lit at `rho` (0–1 of the radius) and `u` (0 on a sector's axis, 1 at its mirror edge), or 0.
    func layer(rho: Float, u: Float) -> Int {
        guard rho >= 0, rho < 1 else { return 0 }
        let r = Int(rho * Float(Self.radiusSteps))
        let a = min(Self.angleSteps - 1, Int(u * Float(Self.angleSteps)))
        return Int(table[r * Self.angleSteps + a])
    }

    /// The colour of layer `number` (from 1) at `time` seconds: hues drift slowly round the wheel.
    public func colour(of number: Int, time: Double) -> RGB {
        let hue = layers[number - 1].hue + Float(time / 120)
        return RGB.hue(hue - hue.rounded(.down), saturation: 0.55, value: 1)
    }
}

extension Mandala.Layer {
    /// Whether the shape covers (rho, u); u runs 0–1 across half a sector (mirrored).
    func lights(rho: Float, u: Float, symmetry: Int) -> Bool {
        guard rho >= inner, rho < outer else { return false }
        let depth = (rho - inner) / (outer - inner)  // 0 at the inner edge, 1 at the outer
        let stroke: Float = 0.018
        let wave = abs(cos(u * .pi * repeats / 2))  // 1 on each repeat's axis
        switch shape {
        case .petals:
            // A petal's outline: its width narrows toward its tip.
            let edge = inner + (outer - inner) * wave * wave
            return abs(rho - edge) < stroke * 1.5 || (depth < 0.85 && u * repeats < 0.25 * (1 - depth) && depth > 0.2)
        case .ring:
            let middle = (inner + outer) / 2
            return abs(rho - middle) < stroke * 1.2 || abs(rho - inner) < stroke * 0.8 && wave > 0.5
        case .rays:
            let taper = 0.18 * (1 - depth) + 0.02
            return (u * repeats).truncatingRemainder(dividingBy: 1) < taper || abs(rho - outer + stroke) < stroke
        case .beads:
            let middle = (inner + outer) / 2
            let size = (outer - inner) / 2.5
            let across = (u * repeats).truncatingRemainder(dividingBy: 1) * .pi * middle / Float(symmetry) / repeats
            let distance = ((rho - middle) * (rho - middle) + across * across).squareRoot()
            return distance < size && distance > size * 0.45
        case .disc:
            return depth < 0.6 || depth > 0.8
        case .scallops:
            let edge = inner + (outer - inner) * (0.35 + 0.65 * wave)
            return abs(rho - edge) < stroke * 1.2 || abs(rho - inner) < stroke
        }
    }
}

extension RGB {
    /// A colour from hue (0–1 round the wheel), saturation and value.
    public static func hue(_ hue: Float, saturation: Float, value: Float) -> RGB {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Float(Int(h))
        let (p, q, t) = (value * (1 - saturation), value * (1 - saturation * f), value * (1 - saturation * (1 - f)))
        switch sector {
        case 0: return RGB(unit: value, t, p)
        case 1: return RGB(unit: q, value, p)
        case 2: return RGB(unit: p, value, t)
        case 3: return RGB(unit: p, q, value)
        case 4: return RGB(unit: t, p, value)
        default: return RGB(unit: value, p, q)
        }
    }
}

/// The mandala laid out on a window of braille dots: each dot's distance and angle from the centre
/// worked out once for the window, so a frame is a table look-up a dot.
public struct MandalaView: Sendable {
    public let mandala: Mandala
    public let columns: Int, rows: Int
    private let radius: [Float]
    /// Angles in turns (0–1).
    private let turn: [Float]
    private let largest: Float

    public init(_ mandala: Mandala, columns: Int, rows: Int) {
        self.mandala = mandala
        (self.columns, self.rows) = (max(1, columns), max(1, rows))
        let (width, height) = (self.columns * 2, self.rows * 4)
        let (centreX, centreY) = (Float(width) / 2, Float(height) / 2)
        largest = max(1, min(centreX, centreY) - 1)
        var radius = [Float]()
        var turn = [Float]()
        radius.reserveCapacity(width * height)
        turn.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width {
                let (dx, dy) = (Float(x) + 0.5 - centreX, Float(y) + 0.5 - centreY)
                radius.append((dx * dx + dy * dy).squareRoot())
                let angle = atan2(dy, dx) / (2 * .pi)
                turn.append(angle < 0 ? angle + 1 : angle)
            }
        }
        (self.radius, self.turn) = (radius, turn)
    }

    /// The picture with the pattern turned by `rotation` turns and scaled to `size` (0–1 of the
    /// window's largest circle), coloured as at `time` seconds.
    public func draw(rotation: Double, size: Double, time: Double) -> DotCanvas {
        var canvas = DotCanvas(columns: columns, rows: rows)
        let width = columns * 2
        let symmetry = Float(mandala.symmetry)
        let scale = 1 / (largest * Float(max(0.05, size)))
        let turned = Float(rotation - rotation.rounded(.down))
        var colours = [RGB](repeating: .black, count: 256)
        for index in radius.indices {
            let rho = radius[index] * scale
            guard rho < 1 else { continue }
            var t = turn[index] - turned
            if t < 0 { t += 1 }
            let position = t * symmetry
            let within = position - position.rounded(.down)
            let u = within < 0.5 ? within * 2 : (1 - within) * 2
            let number = mandala.layer(rho: rho, u: u)
            guard number > 0 else { continue }
            let (x, y) = (index % width, index / width)
            canvas.light(x, y)
            let cell = (y >> 2) * columns + (x >> 1)
            if colours[number] == .black { colours[number] = mandala.colour(of: number, time: time) }
            canvas.colours[cell] = colours[number]
        }
        return canvas
    }
}
