/// How the particles answer a push: the origin app's parameters. Lengths are in points, a
/// character cell being 8 points wide and 16 high (a braille dot 4 × 4).
public struct ParticlePhysics: Sendable, Equatable {
    /// How far the push reaches, 20–200 points.
    public var radius: Float
    /// How hard it pushes, 5–50.
    public var strength: Float
    /// How much speed a particle keeps each step (1/60 s), 0.5–0.99: lower stops it sooner.
    public var friction: Float
    /// How strongly a particle is pulled home each step, 0.01–0.2.
    public var spring: Float

    public init(radius: Float, strength: Float, friction: Float, spring: Float) {
        (self.radius, self.strength, self.friction, self.spring) = (radius, strength, friction, spring)
    }

    /// The four presets, as named in the origin app.
    public enum Preset: String, CaseIterable, Sendable {
        case gentle, dynamic, fluid, bouncy

        /// A light breeze; energetic and quick; flowing like water; springy and playful.
        public var physics: ParticlePhysics {
            switch self {
            case .gentle: ParticlePhysics(radius: 60, strength: 12, friction: 0.75, spring: 0.02)
            case .dynamic: ParticlePhysics(radius: 100, strength: 35, friction: 0.7, spring: 0.1)
            case .fluid: ParticlePhysics(radius: 120, strength: 18, friction: 0.92, spring: 0.01)
            case .bouncy: ParticlePhysics(radius: 80, strength: 28, friction: 0.95, spring: 0.15)
            }
        }

        /// Its name with a capital, as the screen shows it.
        public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    }

    /// The ranges `relax particles` accepts.
    public static let radii: ClosedRange<Float> = 20...200, strengths: ClosedRange<Float> = 5...50
    public static let frictions: ClosedRange<Float> = 0.5...0.99, springs: ClosedRange<Float> = 0.01...0.2
}

/// Particles resting on a grid; a pointer pushes them away and each drifts home with inertia,
/// friction and a spring. Stepped 60 times a simulated second, as the origin app's frames.
public struct ParticleField: Sendable {
    public static let stepsPerSecond = 60.0
    /// Points in a cell, across and down.
    public static let cellWidth: Float = 8, cellHeight: Float = 16

    public var physics: ParticlePhysics
    /// Size in points.
    public let width: Float, height: Float
    public private(set) var homeX: [Float], homeY: [Float]
    public private(set) var x: [Float], y: [Float]
    private var speedX: [Float], speedY: [Float]
    /// Where the pointer pushes from, in points; nil when it pushes nowhere.
    public var pointer: (x: Float, y: Float)?

    /// At most `count` particles (3,000–6,000) on an even grid over `columns` × `rows` cells, as
    /// dense as that allows: every home on a braille dot, so the field at rest is a clean grid.
    public init(columns: Int, rows: Int, count: Int, physics: ParticlePhysics) {
        self.physics = physics
        (width, height) = (Float(max(1, columns)) * Self.cellWidth, Float(max(1, rows)) * Self.cellHeight)
        let (dotsAcross, dotsDown) = (max(1, columns) * 2, max(1, rows) * 4)
        // Whole dots apart, across and down differing by one at most: the most particles up to `count`.
        var best = (across: 1, down: 1, spaceX: max(1, dotsAcross), spaceY: max(1, dotsDown))
        for spaceX in 1...16 {
            for spaceY in max(1, spaceX - 1)...(spaceX + 1) {
                let (across, down) = (dotsAcross / spaceX, dotsDown / spaceY)
                if across * down <= count, across * down > best.across * best.down {
                    best = (across, down, spaceX, spaceY)
                }
            }
        }
        let (across, down, spaceX, spaceY) = (max(1, best.across), max(1, best.down), best.spaceX, best.spaceY)
        let (left, top) = ((dotsAcross - across * spaceX + spaceX) / 2, (dotsDown - down * spaceY + spaceY) / 2)
        var homeX: [Float] = []
        var homeY: [Float] = []
        for row in 0..<down {
            for column in 0..<across {
                homeX.append((Float(left + column * spaceX) + 0.5) * 4)
                homeY.append((Float(top + row * spaceY) + 0.5) * 4)
            }
        }
        (self.homeX, self.homeY, x, y) = (homeX, homeY, homeX, homeY)
        speedX = Array(repeating: 0, count: homeX.count)
        speedY = speedX
    }

    public var count: Int { x.count }

    /// One step of 1/60 s: the push, the spring home, friction, then the move.
    public mutating func step() {
        let (radius, strength, friction, spring) = (physics.radius, physics.strength, physics.friction, physics.spring)
        let push = pointer
        for index in x.indices {
            var (vx, vy) = (speedX[index], speedY[index])
            if let push {
                let (dx, dy) = (x[index] - push.x, y[index] - push.y)
                let squared = dx * dx + dy * dy
                if squared < radius * radius {
                    // Strongest at the pointer, fading to nothing at the radius; 0.2 smooths it as the app does.
                    let distance = max(squared.squareRoot(), 0.5)
                    let falloff = 1 - distance / radius
                    let force = strength * falloff * falloff * 0.2
                    vx += dx / distance * force
                    vy += dy / distance * force
                }
            }
            vx = (vx + (homeX[index] - x[index]) * spring) * friction
            vy = (vy + (homeY[index] - y[index]) * spring) * friction
            (speedX[index], speedY[index]) = (vx, vy)
            x[index] += vx
            y[index] += vy
        }
    }

    /// How far particle `index` is from home, in points.
    public func displacement(_ index: Int) -> Float {
        let (dx, dy) = (x[index] - homeX[index], y[index] - homeY[index])
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Its speed, in points a step.
    public func speed(_ index: Int) -> Float {
        (speedX[index] * speedX[index] + speedY[index] * speedY[index]).squareRoot()
    }

    /// The particles as braille dots: calm ones a quiet blue, moving ones warming to white, each
    /// cell in the colour of its fastest particle.
    public func picture(columns: Int, rows: Int) -> DotCanvas {
        var canvas = DotCanvas(columns: columns, rows: rows)
        var fastest = [Float](repeating: -1, count: canvas.cells.count)
        let stops = [RGB(120, 160, 220), RGB(120, 210, 230), RGB(245, 200, 120), RGB(255, 255, 255)]
        for index in x.indices {
            let (dotX, dotY) = (Int((x[index] / 4).rounded(.down)), Int((y[index] / 4).rounded(.down)))
            guard dotX >= 0, dotY >= 0, dotX < columns * 2, dotY < rows * 4 else { continue }
            canvas.light(dotX, dotY)
            let cell = (dotY >> 2) * columns + (dotX >> 1)
            let moving = speed(index) + displacement(index) / 40
            if moving > fastest[cell] {
                fastest[cell] = moving
                canvas.colours[cell] = RGB.gradient(stops, at: moving / 3)
            }
        }
        return canvas
    }
}
