// The bundled physics formulas, grouped by topic. Every example satisfies its equation;
// the catalog test solves each variable back from the others.

extension FormulaCatalog {
    static let physics: [Formula] = [
        // MARK: Kinematics

        Formula(
            id: "average-speed", name: "Average speed", category: .physics, topic: "Kinematics",
            equation: "v = d/t", display: "v = d / t",
            about:
                "The distance covered divided by the time it took; it says nothing about how the speed varied on the way.",
            variables: [
                .init("v", "average speed", "m/s", domain: .nonNegative),
                .init("d", "distance", "m", domain: .nonNegative),
                .init("t", "time", "s", domain: .positive),
            ],
            example: ["v": 5, "d": 100, "t": 20]
        ),
        Formula(
            id: "velocity-time", name: "Velocity under constant acceleration", category: .physics, topic: "Kinematics",
            equation: "v = v0 + a*t", display: "v = v₀ + a·t",
            about: "With steady acceleration the velocity changes by the same amount every second.",
            variables: [
                .init("v", "final velocity", "m/s"),
                .init("v0", "initial velocity", "m/s"),
                .init("a", "acceleration", "m/s²"),
                .init("t", "time", "s", domain: .positive),
            ],
            example: ["v": 14, "v0": 2, "a": 3, "t": 4]
        ),
        Formula(
            id: "displacement-time", name: "Displacement under constant acceleration", category: .physics,
            topic: "Kinematics",
            equation: "s = v0*t + 1/2*a*t^2", display: "s = v₀·t + ½·a·t²",
            about:
                "How far a body moves in time t when it starts at v₀ and accelerates steadily; the second term is the extra distance due to the acceleration.",
            variables: [
                .init("s", "displacement", "m"),
                .init("v0", "initial velocity", "m/s"),
                .init("t", "time", "s", domain: .positive),
                .init("a", "acceleration", "m/s²"),
            ],
            example: ["s": 32, "v0": 2, "t": 4, "a": 3]
        ),
        Formula(
            id: "velocity-displacement", name: "Velocity and displacement", category: .physics, topic: "Kinematics",
            equation: "v^2 = v0^2 + 2*a*s", display: "v² = v₀² + 2·a·s",
            about:
                "Links speed and distance under constant acceleration without needing the time, for example a braking distance.",
            variables: [
                .init("v", "final velocity", "m/s"),
                .init("v0", "initial velocity", "m/s"),
                .init("a", "acceleration", "m/s²"),
                .init("s", "displacement", "m"),
            ],
            example: ["v": 14, "v0": 2, "a": 3, "s": 32]
        ),
        Formula(
            id: "projectile-range", name: "Range of a projectile", category: .physics, topic: "Kinematics",
            equation: "R = v0^2*sin(2*theta)/g", display: "R = v₀²·sin 2θ / g",
            about:
                "How far a projectile lands on level ground when air resistance is ignored. For a given speed, 45° goes farthest.",
            variables: [
                .init("R", "horizontal range", "m", domain: .nonNegative),
                .init("v0", "launch speed", "m/s", domain: .nonNegative),
                .init("theta", "launch angle", "rad", domain: .acuteAngle),
                .init("g", "standard gravity", "m/s²", constant: 9.80665, domain: .positive),
            ],
            example: ["R": 20.39432425955856, "v0": 20, "theta": 15]
        ),

        // MARK: Dynamics

        Formula(
            id: "newtons-second-law", name: "Newton's second law", category: .physics, topic: "Dynamics",
            equation: "F = m*a", display: "F = m·a",
            about:
                "The net force on a body equals its mass times its acceleration: the same push speeds up a light body more than a heavy one.",
            variables: [
                .init("F", "net force", "N"),
                .init("m", "mass", "kg", domain: .positive),
                .init("a", "acceleration", "m/s²"),
            ],
            example: ["F": 6, "m": 2, "a": 3]
        ),
        Formula(
            id: "momentum", name: "Momentum", category: .physics, topic: "Dynamics",
            equation: "p = m*v", display: "p = m·v",
            about:
                "How much motion a body carries: mass times velocity. In a collision the total momentum stays the same.",
            variables: [
                .init("p", "momentum", "kg·m/s"),
                .init("m", "mass", "kg", domain: .positive),
                .init("v", "velocity", "m/s"),
            ],
            example: ["p": 6, "m": 2, "v": 3]
        ),
        Formula(
            id: "weight", name: "Weight", category: .physics, topic: "Dynamics",
            equation: "W = m*g", display: "W = m·g",
            about: "The force with which gravity pulls a mass near the Earth's surface.",
            variables: [
                .init("W", "weight", "N", domain: .positive),
                .init("m", "mass", "kg", domain: .positive),
                .init("g", "standard gravity", "m/s²", constant: 9.80665, domain: .positive),
            ],
            example: ["W": 98.0665, "m": 10]
        ),
        Formula(
            id: "friction-force", name: "Friction", category: .physics, topic: "Dynamics",
            equation: "f = mu*N", display: "f = μ·N",
            about:
                "Sliding friction is the coefficient of kinetic friction times the normal force pressing the surfaces together. Between surfaces at rest, μ·N is the most static friction can hold: the static friction force is at most μₛ·N, and only as large as it needs to be.",
            variables: [
                .init("f", "friction force", "N", domain: .nonNegative),
                .init(
                    "mu", "coefficient of friction (kinetic μₖ, or static μₛ for the most static friction)", "",
                    domain: .nonNegative),
                .init("N", "normal force", "N", domain: .nonNegative),
            ],
            example: ["f": 20, "mu": 0.4, "N": 50]
        ),
        Formula(
            id: "centripetal-force", name: "Centripetal force", category: .physics, topic: "Dynamics",
            equation: "F = m*v^2/r", display: "F = m·v² / r",
            about: "The inward force needed to keep a body moving in a circle; faster or tighter turns need much more.",
            variables: [
                .init("F", "centripetal force", "N", domain: .positive),
                .init("m", "mass", "kg", domain: .positive),
                .init("v", "speed", "m/s", domain: .nonNegative),
                .init("r", "radius of the circle", "m", domain: .positive),
            ],
            example: ["F": 12, "m": 2, "v": 3, "r": 1.5]
        ),
        Formula(
            id: "hookes-law", name: "Hooke's law", category: .physics, topic: "Dynamics",
            equation: "F = k*x", display: "F = k·x",
            about:
                "A spring pulls back with a force proportional to how far it is stretched or compressed, as long as it is not overstretched.",
            variables: [
                .init("F", "spring force", "N"),
                .init("k", "spring constant", "N/m", domain: .positive),
                .init("x", "extension", "m"),
            ],
            example: ["F": 10, "k": 200, "x": 0.05]
        ),
        Formula(
            id: "universal-gravitation", name: "Newton's law of gravitation", category: .physics, topic: "Dynamics",
            equation: "F = G*m1*m2/r^2", display: "F = G·m₁·m₂ / r²",
            about:
                "Any two masses attract each other with a force that falls off with the square of the distance between their centres.",
            variables: [
                .init("F", "gravitational force", "N", domain: .positive),
                .init("G", "gravitational constant (CODATA 2022)", "N·m²/kg²", constant: 6.6743e-11, domain: .positive),
                .init("m1", "first mass", "kg", domain: .positive),
                .init("m2", "second mass", "kg", domain: .positive),
                .init("r", "distance between the centres", "m", domain: .positive),
            ],
            example: ["F": 687.398139835728, "m1": 5.972e24, "m2": 70, "r": 6.371e6]
        ),

        // MARK: Energy

        Formula(
            id: "kinetic-energy", name: "Kinetic energy", category: .physics, topic: "Energy",
            equation: "E = 1/2*m*v^2", display: "E = ½·m·v²",
            about: "The energy a body has because it moves. Doubling the speed quadruples it.",
            variables: [
                .init("E", "kinetic energy", "J", domain: .nonNegative),
                .init("m", "mass", "kg", domain: .positive),
                .init("v", "speed", "m/s", domain: .nonNegative),
            ],
            example: ["E": 9, "m": 2, "v": 3]
        ),
        Formula(
            id: "gravitational-potential-energy", name: "Gravitational potential energy", category: .physics,
            topic: "Energy",
            equation: "E = m*g*h", display: "E = m·g·h",
            about:
                "The energy stored by lifting a mass to height h near the Earth's surface; it turns into kinetic energy when the mass falls.",
            variables: [
                .init("E", "potential energy", "J"),
                .init("m", "mass", "kg", domain: .positive),
                .init("g", "standard gravity", "m/s²", constant: 9.80665, domain: .positive),
                .init("h", "height", "m"),
            ],
            example: ["E": 98.0665, "m": 2, "h": 5]
        ),
        Formula(
            id: "elastic-potential-energy", name: "Elastic potential energy", category: .physics, topic: "Energy",
            equation: "E = 1/2*k*x^2", display: "E = ½·k·x²",
            about: "The energy stored in a stretched or compressed spring; it grows with the square of the extension.",
            variables: [
                .init("E", "stored energy", "J", domain: .nonNegative),
                .init("k", "spring constant", "N/m", domain: .positive),
                .init("x", "extension", "m"),
            ],
            example: ["E": 1, "k": 200, "x": 0.1]
        ),
        Formula(
            id: "work", name: "Work", category: .physics, topic: "Energy",
            equation: "W = F*d*cos(theta)", display: "W = F·d·cos θ",
            about:
                "The energy a force transfers when it moves something; only the part of the force along the motion counts.",
            variables: [
                .init("W", "work", "J"),
                .init("F", "force", "N"),
                .init("d", "distance moved", "m", domain: .nonNegative),
                .init("theta", "angle between force and motion", "rad", domain: .triangleAngle),
            ],
            example: ["W": 25, "F": 10, "d": 5, "theta": 60]
        ),
        Formula(
            id: "power", name: "Power", category: .physics, topic: "Energy",
            equation: "P = W/t", display: "P = W / t",
            about: "How fast work is done or energy is transferred; one watt is one joule per second.",
            variables: [
                .init("P", "power", "W"),
                .init("W", "work done", "J"),
                .init("t", "time", "s", domain: .positive),
            ],
            example: ["P": 20, "W": 600, "t": 30]
        ),

        // MARK: Electricity

        Formula(
            id: "ohms-law", name: "Ohm's law", category: .physics, topic: "Electricity",
            equation: "V = I*R", display: "V = I·R",
            about:
                "The voltage across a resistor is the current through it times its resistance; for a fixed voltage, more resistance means less current.",
            variables: [
                .init("V", "voltage", "V"),
                .init("I", "current", "A"),
                .init("R", "resistance", "Ω", domain: .positive),
            ],
            example: ["V": 12, "I": 2, "R": 6]
        ),
        Formula(
            id: "electric-power", name: "Electric power", category: .physics, topic: "Electricity",
            equation: "P = V*I", display: "P = V·I",
            about:
                "The rate at which a device uses electrical energy: the voltage across it times the current through it.",
            variables: [
                .init("P", "power", "W"),
                .init("V", "voltage", "V"),
                .init("I", "current", "A"),
            ],
            example: ["P": 24, "V": 12, "I": 2]
        ),
        Formula(
            id: "electric-current", name: "Electric current", category: .physics, topic: "Electricity",
            equation: "I = Q/t", display: "I = Q / t",
            about:
                "Current is the amount of charge that passes a point each second; one ampere is one coulomb per second.",
            variables: [
                .init("I", "current", "A"),
                .init("Q", "charge", "C"),
                .init("t", "time", "s", domain: .positive),
            ],
            example: ["I": 2, "Q": 10, "t": 5]
        ),
        Formula(
            id: "parallel-resistors", name: "Resistors in parallel", category: .physics, topic: "Electricity",
            equation: "1/R = 1/R1 + 1/R2", display: "1/R = 1/R₁ + 1/R₂",
            about:
                "Two resistors side by side act like one smaller resistor, because the current has two paths to take.",
            variables: [
                .init("R", "combined resistance", "Ω", domain: .positive),
                .init("R1", "first resistance", "Ω", domain: .positive),
                .init("R2", "second resistance", "Ω", domain: .positive),
            ],
            example: ["R": 2, "R1": 6, "R2": 3]
        ),
        Formula(
            id: "coulombs-law", name: "Coulomb's law", category: .physics, topic: "Electricity",
            equation: "F = k*q1*q2/r^2", display: "F = k·q₁·q₂ / r²",
            about:
                "The electric force between two point charges; like charges repel, opposite ones attract, and it weakens with the square of the distance.",
            variables: [
                .init("F", "electric force", "N"),
                .init(
                    "k", "Coulomb constant, 1/(4πε₀) (CODATA 2022)", "N·m²/C²", constant: 8.9875517862e9,
                    domain: .positive),
                .init("q1", "first charge", "C"),
                .init("q2", "second charge", "C"),
                .init("r", "distance between the charges", "m", domain: .positive),
            ],
            example: ["F": 21.57012428688, "q1": 2e-6, "q2": 3e-6, "r": 0.05]
        ),

        // MARK: Waves and optics

        Formula(
            id: "wave-speed", name: "Wave speed", category: .physics, topic: "Waves and optics",
            equation: "v = f*lambda", display: "v = f·λ",
            about: "A wave travels one wavelength in each cycle, so its speed is frequency times wavelength.",
            variables: [
                .init("v", "wave speed", "m/s", domain: .positive),
                .init("f", "frequency", "Hz", domain: .positive),
                .init("lambda", "wavelength", "m", domain: .positive),
            ],
            example: ["v": 343.2, "f": 440, "lambda": 0.78]
        ),
        Formula(
            id: "photon-energy", name: "Energy of a photon", category: .physics, topic: "Waves and optics",
            equation: "E = h*f", display: "E = h·f",
            about:
                "Light comes in packets whose energy is proportional to the frequency, which is why ultraviolet light carries more energy than red.",
            variables: [
                .init("E", "photon energy", "J", domain: .positive),
                .init("h", "Planck constant", "J·s", constant: 6.62607015e-34, domain: .positive),
                .init("f", "frequency", "Hz", domain: .positive),
            ],
            example: ["E": 3.313035075e-19, "f": 5e14]
        ),
        Formula(
            id: "refractive-index", name: "Refractive index", category: .physics, topic: "Waves and optics",
            equation: "n = c/v", display: "n = c / v",
            about: "How many times slower light travels in a material than in vacuum.",
            variables: [
                .init("n", "refractive index", "", domain: .positive),
                .init("c", "speed of light in vacuum", "m/s", constant: 299_792_458, domain: .positive),
                .init("v", "speed of light in the material", "m/s", domain: .positive),
            ],
            example: ["n": 1.49896229, "v": 2e8]
        ),
        Formula(
            id: "snells-law", name: "Snell's law", category: .physics, topic: "Waves and optics",
            equation: "n1*sin(theta1) = n2*sin(theta2)", display: "n₁·sin θ₁ = n₂·sin θ₂",
            about:
                "How light bends when it crosses into another material: entering a denser medium, it turns towards the normal.",
            variables: [
                .init("n1", "first refractive index", "", domain: .positive),
                .init("theta1", "angle of incidence", "rad", domain: .acuteAngle),
                .init("n2", "second refractive index", "", domain: .positive),
                .init("theta2", "angle of refraction", "rad", domain: .acuteAngle),
            ],
            example: ["n1": 1, "theta1": 30, "n2": 1.5, "theta2": 19.47122063449069]
        ),
        Formula(
            id: "thin-lens-equation", name: "Thin lens equation", category: .physics, topic: "Waves and optics",
            equation: "1/f = 1/d_o + 1/d_i", display: "1/f = 1/dₒ + 1/dᵢ",
            about: "Relates the focal length of a lens to the distances of the object and its image from the lens.",
            variables: [
                .init("f", "focal length", "m"),
                .init("d_o", "object distance", "m", domain: .positive),
                .init("d_i", "image distance", "m"),
            ],
            example: ["f": 0.2, "d_o": 0.3, "d_i": 0.6]
        ),

        // MARK: Thermodynamics

        Formula(
            id: "specific-heat", name: "Heat and temperature change", category: .physics, topic: "Thermodynamics",
            equation: "Q = m*c*dT", display: "Q = m·c·ΔT",
            about:
                "The heat needed to warm a mass by ΔT; water, with its large specific heat, needs much more than metals.",
            variables: [
                .init("Q", "heat", "J"),
                .init("m", "mass", "kg", domain: .positive),
                .init("c", "specific heat capacity", "J/(kg·K)", domain: .positive),
                .init("dT", "temperature change", "K"),
            ],
            example: ["Q": 83720, "m": 2, "c": 4186, "dT": 10]
        ),
        Formula(
            id: "first-law-of-thermodynamics", name: "First law of thermodynamics", category: .physics,
            topic: "Thermodynamics",
            equation: "dU = Q - W", display: "ΔU = Q − W",
            about:
                "Energy is conserved: a system's internal energy rises by the heat it takes in minus the work it does.",
            variables: [
                .init("dU", "change in internal energy", "J"),
                .init("Q", "heat added", "J"),
                .init("W", "work done by the system", "J"),
            ],
            example: ["dU": 300, "Q": 500, "W": 200]
        ),
        Formula(
            id: "linear-thermal-expansion", name: "Thermal expansion", category: .physics, topic: "Thermodynamics",
            equation: "dL = alpha*L0*dT", display: "ΔL = α·L₀·ΔT",
            about:
                "Most solids grow a little longer when heated, in proportion to their length and the temperature rise.",
            variables: [
                .init("dL", "change in length", "m"),
                .init("alpha", "expansion coefficient", "1/K"),
                .init("L0", "original length", "m", domain: .positive),
                .init("dT", "temperature change", "K"),
            ],
            example: ["dL": 0.006, "alpha": 1.2e-5, "L0": 10, "dT": 50]
        ),
        Formula(
            id: "carnot-efficiency", name: "Carnot efficiency", category: .physics, topic: "Thermodynamics",
            equation: "eta = 1 - Tc/Th", display: "η = 1 − T_c / T_h",
            about:
                "The best efficiency any heat engine can reach between a hot and a cold reservoir; temperatures in kelvin.",
            variables: [
                .init("eta", "efficiency", "", domain: .nonNegative),
                .init("Tc", "cold reservoir temperature", "K", domain: .positive, shown: "T_c"),
                .init("Th", "hot reservoir temperature", "K", domain: .positive, shown: "T_h"),
            ],
            example: ["eta": 0.4, "Tc": 300, "Th": 500]
        ),
    ]
}
