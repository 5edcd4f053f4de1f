import PureC
import Storage

extension CalmScene {
    /// The gallery, in the order the slideshow plays it.
    public static let all: [CalmScene] = [seaAtDusk, mountains, forest, starrySky, rainOnALake, northernLights]

    /// The sun half set over the sea, its path of light glinting on the water.
    static let seaAtDusk = CalmScene(
        name: Messages.mark("Sea at dusk"),
        paintStill: { columns, rows in
            var canvas = PixelCanvas(columns: columns, rows: rows)
            let horizon = rows * 11 / 20
            canvas.sky([RGB(28, 24, 64), RGB(96, 52, 110), RGB(214, 110, 90), RGB(250, 180, 110)], to: horizon)
            canvas.sky([RGB(70, 50, 90), RGB(30, 32, 70), RGB(10, 16, 38)], from: horizon)
            let (sunX, radius) = (Float(columns) / 2, Float(rows) * 0.12)
            for y in max(0, horizon - Int(radius))..<horizon {
                for x in 0..<columns where hypot(Float(x) - sunX, Float(y - horizon)) < radius {
                    canvas[x, y] = RGB(255, 214, 150)
                }
            }
            return canvas
        },
        paintMoving: { canvas, time in
            let horizon = canvas.rows * 11 / 20
            let centre = Float(canvas.columns) / 2
            for y in horizon..<canvas.rows {
                let depth = Float(y - horizon) / Float(max(1, canvas.rows - horizon))
                let half = Float(canvas.columns) * (0.05 + 0.12 * depth)
                for x in max(0, Int(centre - half))..<max(0, min(canvas.columns, Int(centre + half))) {
                    // Glints come and go at random, thinning toward the sides of the path.
                    let side = abs(Float(x) - centre) / half
                    let glint = scatter(x, y &* 7919 &+ Int(time * 3 + Double(x % 5) * 0.2), seed: 3)
                    if glint < 0.35 * (1 - side) { canvas.glow(x, y, RGB(255, 200, 140), 0.75 - 0.45 * depth) }
                }
            }
        })

    /// Three ridges fading into the morning haze, clouds drifting over them.
    static let mountains = CalmScene(
        name: Messages.mark("Mountains"),
        paintStill: { columns, rows in
            var canvas = PixelCanvas(columns: columns, rows: rows)
            canvas.sky([RGB(110, 150, 205), RGB(190, 208, 228), RGB(238, 222, 204)])
            let ranges: [(RGB, Float, Float, UInt64)] = [
                (RGB(128, 146, 178), 0.2, 0.4, 11), (RGB(86, 106, 138), 0.42, 0.3, 12),
                (RGB(44, 62, 80), 0.64, 0.22, 13),
            ]
            for (number, (colour, base, height, seed)) in ranges.enumerated() {
                // Peaks at places drawn from the seed, each a slope up and down, roughened by noise.
                let line = { (x: Float) -> Float in
                    let peak = (0..<7).map { i in
                        (0.45 + 0.55 * scatter(i, seed: seed))
                            * max(
                                0,
                                1 - abs(x - scatter(i, 1, seed: seed) * 1.2 + 0.1)
                                    / (0.1 + 0.12 * scatter(i, 2, seed: seed)))
                    }.max()!
                    return base + height * (1 - peak) + 0.03 * (ridge(x * 24, seed: seed) - 0.5)
                }
                canvas.land(colour, below: line)
                guard number == 0 else { continue }
                for x in 0..<columns {  // snow on the far peaks
                    let top = Int(line(Float(x) / Float(max(1, columns))) * Float(rows))
                    let depth = Int(Float(rows) * 0.34) - top
                    if depth > 0 {
                        for y in top..<(top + min(depth, 4)) { canvas.span(y, from: x, through: x, RGB(232, 238, 248)) }
                    }
                }
            }
            return canvas
        },
        paintMoving: { canvas, time in
            for cloud in 0..<3 {
                let width = Float(canvas.columns) * (0.12 + 0.06 * scatter(cloud, seed: 5))
                let travel = Float(canvas.columns) + width * 2
                let x0 =
                    (scatter(cloud, seed: 6) * travel + Float(time) * (1.5 + Float(cloud))).truncatingRemainder(
                        dividingBy: travel) - width
                let y0 = Float(canvas.rows) * (0.08 + 0.12 * scatter(cloud, seed: 7))
                let height = width / 5
                for y in Int(y0 - height)...Int(y0 + height) {
                    for x in Int(x0 - width)...Int(x0 + width) {
                        let (dx, dy) = ((Float(x) - x0) / width, (Float(y) - y0) / height)
                        let inside = 1 - (dx * dx + dy * dy)
                        if inside > 0 { canvas.glow(x, y, .white, min(0.7, inside * 1.4)) }
                    }
                }
            }
        })

    /// Rows of pines against the evening, fireflies drifting among them.
    static let forest = CalmScene(
        name: Messages.mark("Forest"),
        paintStill: { columns, rows in
            var canvas = PixelCanvas(columns: columns, rows: rows)
            canvas.sky([RGB(40, 60, 72), RGB(112, 136, 112), RGB(214, 188, 132)])
            for (row, colour) in [RGB(64, 92, 74), RGB(36, 60, 46), RGB(16, 30, 22)].enumerated() {
                let base = Float(rows) * (0.62 + 0.14 * Float(row))
                let spacing = 9 + row * 5
                for (index, x0) in stride(from: -spacing, to: columns + spacing, by: spacing).enumerated() {
                    let height = Float(rows) * (0.3 + 0.12 * Float(row)) * (0.7 + 0.4 * scatter(index, row, seed: 21))
                    let centre = Float(x0) + Float(spacing) * scatter(index, row, seed: 22)
                    for y in min(rows, max(0, Int(base - height)))..<rows {
                        let down = (Float(y) - (base - height)) / height  // 0 at the tip
                        guard down >= 0 else { continue }
                        // Tiers of branches: each widens downward, then the next starts narrower.
                        let half =
                            down <= 1
                            ? Float(spacing) * 0.45 * down
                                * (0.65 + 0.35 * (down * 4).truncatingRemainder(dividingBy: 1)) : 0.8
                        canvas.span(y, from: Int(centre - half), through: Int(centre + half), colour)
                    }
                }
                canvas.land(colour) { _ in (base + 2) / Float(rows) }
            }
            return canvas
        },
        paintMoving: { canvas, time in
            for fly in 0..<max(8, canvas.columns / 8) {
                let phase = scatter(fly, seed: 31) * 6.28
                let x = Float(canvas.columns) * (scatter(fly, seed: 32) + 0.04 * sin(Float(time) * 0.3 + phase))
                let y =
                    Float(canvas.rows) * (0.55 + 0.4 * scatter(fly, seed: 33) + 0.03 * cos(Float(time) * 0.23 + phase))
                let glow = max(0, sin(Float(time) * (0.8 + scatter(fly, seed: 34)) + phase))
                canvas.glow(Int(x), Int(y), RGB(250, 240, 150), glow)
            }
        })

    /// A clear night: a band of the Milky Way, twinkling stars, a hill and now and then a falling star.
    static let starrySky = CalmScene(
        name: Messages.mark("Starry sky"),
        paintStill: { columns, rows in
            var canvas = PixelCanvas(columns: columns, rows: rows)
            canvas.sky([RGB(4, 6, 20), RGB(14, 20, 48), RGB(34, 38, 72)])
            for y in 0..<rows {
                for x in 0..<columns {
                    let across = Float(x) / Float(max(1, columns)) - Float(y) / Float(max(1, rows)) * 0.8 - 0.1
                    let band = exp(-across * across * 40) * (0.5 + 0.5 * ridge(Float(x + y) / 9, seed: 41))
                    canvas.glow(x, y, RGB(150, 150, 200), band * 0.35)
                }
            }
            canvas.land(RGB(6, 8, 14)) { x in 0.82 + 0.1 * ridge(x * 3, seed: 42) }
            return canvas
        },
        paintMoving: { canvas, time in
            for star in 0..<(canvas.columns * canvas.rows / 70) {
                let (x, y) = (
                    Int(scatter(star, seed: 43) * Float(canvas.columns)),
                    Int(scatter(star, seed: 44) * Float(canvas.rows) * 0.8)
                )
                let twinkle =
                    0.55 + 0.45 * sin(Float(time) * (1 + 2 * scatter(star, seed: 45)) + scatter(star, seed: 46) * 6.28)
                canvas.glow(x, y, .white, twinkle * (0.4 + 0.6 * scatter(star, seed: 47)))
            }
            let fall = time.truncatingRemainder(dividingBy: 13)
            guard fall < 0.8 else { return }
            let number = Int(time / 13)
            let progress = Float(fall / 0.8)
            let (startX, startY) = (
                Float(canvas.columns) * (0.2 + 0.6 * scatter(number, seed: 48)), Float(canvas.rows) * 0.1
            )
            for trail in 0..<8 {
                let along = progress * Float(canvas.columns) * 0.2 - Float(trail)
                canvas.glow(
                    Int(startX + along), Int(startY + along * 0.4), .white, (1 - progress) * (1 - Float(trail) / 8))
            }
        })

    /// A grey lake under steady rain: streaks falling, rings spreading on the water.
    static let rainOnALake = CalmScene(
        name: Messages.mark("Rain on a lake"),
        paintStill: { columns, rows in
            var canvas = PixelCanvas(columns: columns, rows: rows)
            let shore = rows * 9 / 20
            canvas.sky([RGB(72, 80, 92), RGB(124, 132, 142)], to: shore)
            canvas.sky([RGB(96, 106, 116), RGB(40, 50, 62)], from: shore)
            for x in 0..<columns {
                let trees = Int(Float(rows) * 0.06 * ridge(Float(x) / 4, seed: 51))
                for y in max(0, shore - trees - 1)..<min(rows, shore + 1) { canvas[x, y] = RGB(46, 58, 56) }
            }
            return canvas
        },
        paintMoving: { canvas, time in
            let shore = canvas.rows * 9 / 20
            for drop in 0..<(canvas.columns / 2) {
                let speed = Float(canvas.rows) * (0.9 + 0.5 * scatter(drop, seed: 52))
                let y = (scatter(drop, seed: 53) * Float(canvas.rows) + Float(time) * speed).truncatingRemainder(
                    dividingBy: Float(canvas.rows))
                let x = Int(scatter(drop, seed: 54) * Float(canvas.columns) + y * 0.15) % max(1, canvas.columns)
                canvas.glow(x, Int(y), RGB(200, 210, 225), 0.5)
                canvas.glow(x, Int(y) - 1, RGB(200, 210, 225), 0.25)
            }
            for ring in 0..<max(4, canvas.columns / 12) {
                let period = 1.6 + Double(scatter(ring, seed: 55))
                let age = Float(
                    (time + Double(scatter(ring, seed: 56)) * period).truncatingRemainder(dividingBy: period) / period)
                let round = Int((time + Double(scatter(ring, seed: 56)) * period) / period)
                let centreX = scatter(ring, round, seed: 57) * Float(canvas.columns)
                let centreY = Float(shore) + 2 + scatter(ring, round, seed: 58) * Float(canvas.rows - shore - 3)
                let radius = 1 + age * Float(canvas.columns) * 0.04
                for step in 0..<32 {
                    let angle = Float(step) / 32 * 2 * .pi
                    canvas.glow(
                        Int(centreX + cos(angle) * radius), Int(centreY + sin(angle) * radius * 0.3),
                        RGB(190, 200, 210), 0.6 * (1 - age))
                }
            }
        })

    /// Green and violet curtains of light waving over a snowy hill.
    static let northernLights = CalmScene(
        name: Messages.mark("Northern lights"),
        paintStill: { columns, rows in
            var canvas = PixelCanvas(columns: columns, rows: rows)
            canvas.sky([RGB(4, 10, 24), RGB(10, 26, 44)])
            for star in 0..<(columns * rows / 120) {
                canvas.glow(
                    Int(scatter(star, seed: 61) * Float(columns)), Int(scatter(star, seed: 62) * Float(rows) * 0.7),
                    .white, 0.5)
            }
            canvas.land(RGB(210, 220, 235)) { x in 0.76 + 0.05 * sin(x * 4 + 0.5) + 0.03 * ridge(x * 6, seed: 63) }
            return canvas
        },
        paintMoving: { canvas, time in
            let t = Float(time)
            for x in 0..<canvas.columns {
                let fx = Float(x)
                let base =
                    Float(canvas.rows) * (0.5 + 0.07 * sin(fx * 0.04 + t * 0.25) + 0.04 * sin(fx * 0.11 - t * 0.4))
                let rays = 0.5 + 0.5 * sin(fx * 0.35 + t * 0.9) * sin(fx * 0.07 - t * 0.3)
                let height = Float(canvas.rows) * 0.36
                let foot: Float = 3
                for y in max(0, Int(base - height))..<max(0, min(canvas.rows, Int(base + foot))) {
                    let up = (base - Float(y)) / height  // 0 at the curtain's foot, 1 at its top
                    let colour = RGB.gradient([RGB(80, 240, 150), RGB(60, 200, 170), RGB(140, 90, 210)], at: up)
                    // Brightest just above the foot, fading up the rays and softly below the foot.
                    let strength = up >= 0 ? (1 - up) : max(0, 1 + (base - Float(y)) / foot)
                    canvas.glow(x, y, colour, strength * 0.75 * rays)
                }
            }
        })
}
