import Core
import Testing

/// Colours for the terminal: xterm's 256 as the nearest cube level or grey, gradients and mixes.
struct ColourTests {
    /// The definition: the cube level nearest each channel (the lower on a tie) or the nearest grey, whichever is closer.
    static func nearestByDefinition(_ colour: RGB) -> UInt8 {
        func nearest(_ value: UInt8) -> Int {
            RGB.cubeLevels.indices.min { abs(RGB.cubeLevels[$0] - Int(value)) < abs(RGB.cubeLevels[$1] - Int(value)) }!
        }
        let (r, g, b) = (nearest(colour.red), nearest(colour.green), nearest(colour.blue))
        let average = (Int(colour.red) + Int(colour.green) + Int(colour.blue)) / 3
        let step = max(0, min(23, (average - 3) / 10))
        let grey = 8 + 10 * step
        func distance(_ c: (Int, Int, Int)) -> Int {
            [c.0 - Int(colour.red), c.1 - Int(colour.green), c.2 - Int(colour.blue)].reduce(0) { $0 + $1 * $1 }
        }
        let cube = (RGB.cubeLevels[r], RGB.cubeLevels[g], RGB.cubeLevels[b])
        return distance((grey, grey, grey)) < distance(cube) ? UInt8(232 + step) : UInt8(16 + 36 * r + 6 * g + b)
    }

    @Test func everyChannelValueFindsItsNearestPaletteColour() {
        for value in 0...255 {
            for colour in [
                RGB(UInt8(value), 0, 0), RGB(0, UInt8(value), 40), RGB(UInt8(value), UInt8(value), UInt8(value)),
                RGB(200, 100, UInt8(value)),
            ] {
                #expect(colour.paletteIndex == Self.nearestByDefinition(colour), "\(colour)")
            }
        }
        var random = SeededRandom(seed: 4)
        for _ in 0..<5000 {
            let colour = RGB(UInt8(random.next() & 255), UInt8(random.next() & 255), UInt8(random.next() & 255))
            #expect(colour.paletteIndex == Self.nearestByDefinition(colour))
        }
        #expect(
            [
                RGB.black.paletteIndex, RGB.white.paletteIndex, RGB(255, 0, 0).paletteIndex,
                RGB(128, 128, 128).paletteIndex,
            ] == [16, 231, 196, 244])
    }

    @Test func mixesAndGradientsStayInsideTheirColours() {
        #expect(RGB.black.mixed(with: .white, 0.5) == RGB(128, 128, 128))
        #expect(RGB.black.mixed(with: .white, .nan) == .black)
        #expect(RGB.gradient([.black, RGB(200, 0, 0), .white], at: 0.5) == RGB(200, 0, 0))
        #expect(RGB.gradient([.black, .white], at: 7) == .white)
    }
}
