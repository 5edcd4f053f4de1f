/// A colour of 8 bits a channel.
public struct RGB: Hashable, Sendable {
    public var red: UInt8, green: UInt8, blue: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) { (self.red, self.green, self.blue) = (red, green, blue) }

    /// From channels of 0–1, clamped.
    public init(unit red: Float, _ green: Float, _ blue: Float) {
        func byte(_ value: Float) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
        self.init(byte(red), byte(green), byte(blue))
    }

    public static let black = RGB(0, 0, 0)
    public static let white = RGB(255, 255, 255)

    /// `self` moved toward `other` by `amount` (0 is self, 1 is other).
    public func mixed(with other: RGB, _ amount: Float) -> RGB {
        let amount = amount.isNaN ? 0 : max(0, min(1, amount))
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8(Float(a) + (Float(b) - Float(a)) * amount + 0.5) }
        return RGB(channel(red, other.red), channel(green, other.green), channel(blue, other.blue))
    }

    /// `self` with each channel times `factor` (0–1 darkens).
    public func scaled(_ factor: Float) -> RGB { RGB.black.mixed(with: self, factor) }

    /// How bright it looks, 0–1 (Rec. 709 weights).
    public var lightness: Float { (0.2126 * Float(red) + 0.7152 * Float(green) + 0.0722 * Float(blue)) / 255 }

    /// The nearest of xterm's 256 colours: the 6×6×6 cube or the 24 greys. Called for every cell of
    /// every frame in 256-colour terminals, so it does arithmetic only.
    public var paletteIndex: UInt8 {
        let (r, g, b) = (Self.cubeStep(red), Self.cubeStep(green), Self.cubeStep(blue))
        let cube = (Self.cubeLevels[r], Self.cubeLevels[g], Self.cubeLevels[b])
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let greyStep = max(0, min(23, (average - 8 + 5) / 10))
        let grey = 8 + 10 * greyStep
        func distance(_ c: (Int, Int, Int)) -> Int {
            let (dr, dg, db) = (c.0 - Int(red), c.1 - Int(green), c.2 - Int(blue))
            return dr * dr + dg * dg + db * db
        }
        return distance((grey, grey, grey)) < distance(cube) ? UInt8(232 + greyStep) : UInt8(16 + 36 * r + 6 * g + b)
    }

    /// The channel levels of xterm's colour cube.
    public static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// The nearest cube level to `value` (a tie goes to the lower): the midpoints are 47.5, 115, 155, 195 and 235.
    static func cubeStep(_ value: UInt8) -> Int {
        value < 48 ? 0 : value <= 115 ? 1 : (Int(value) - 116) / 40 + 2
    }

    /// A gradient through `stops` (at least one), evenly spaced, read at `position` 0–1.
    public static func gradient(_ stops: [RGB], at position: Float) -> RGB {
        guard stops.count > 1 else { return stops[0] }
        let scaled = max(0, min(1, position)) * Float(stops.count - 1)
        let index = min(Int(scaled), stops.count - 2)
        return stops[index].mixed(with: stops[index + 1], scaled - Float(index))
    }
}

/// How many colours the terminal shows: told by `COLORTERM` (truecolor), else xterm's 256, or
/// none at all (`NO_COLOR`, `--color never`), when the visuals are drawn in shapes and shades.
public enum ColorDepth: Sendable, Equatable {
    case trueColor, palette256, monochrome
}
