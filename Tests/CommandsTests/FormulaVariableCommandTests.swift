import Commands
import Testing

/// `formula solve` and `formula show` with angles, domains and the spellings the card shows.
struct FormulaVariableCommandTests {
    @Test(arguments: [
        ("formula solve snells-law n1=1 n2=1.5 theta1=30", "theta2 ≈ 19.47122063 ° (0.3398369095 rad)\n"),
        ("formula solve snells-law n₁=1 n₂=1.5 θ₁=30°", "theta2 ≈ 19.47122063 ° (0.3398369095 rad)\n"),
        ("formula solve snells-law n1=1 n2=1.5 theta_1=30deg", "theta2 ≈ 19.47122063 ° (0.3398369095 rad)\n"),
        ("formula solve snells-law n1=1 n2=1.5 θ2=19.47122063449069", "theta1 ≈ 30 ° (0.5235987756 rad)\n"),
        ("formula solve kinetic-energy m=2 E=9", "v = 3 m/s\n"),
        (
            "formula solve elastic-potential-energy E=1 k=200",
            "x = 0.1 m\nalso x = −0.1 m: x and −x give the same result\n"
        ),
        ("formula solve carnot-efficiency T_h=500 T_c=300", "eta = 0.4\n"),
        ("formula solve carnot-efficiency η=0.4 Tₕ=500", "Tc = 300 K\n"),
        ("formula solve thin-lens-equation f=0.1 dₒ=0.3", "d_i = 0.15 m\n"),
        ("formula solve specific-heat Q=83720 m=2 c=4186 ΔT=?", "dT = 10 K\n"),
    ])
    func solveReadsAnglesInDegreesAndEverySpelling(line: String, expected: String) async {
        let result = await Harness().run(line)
        #expect(result.err == "")
        #expect(result.out == expected)
    }

    @Test func theCardShowsHowToTypeEachSymbolAndThatAnglesAreDegrees() async {
        let card = await Harness().run("formula show snells-law").out
        #expect(
            card == """
                Snell's law  (snells-law)
                Physics · Waves and optics

                  n₁·sin θ₁ = n₂·sin θ₂
                  as typed: n1*sin(theta1) = n2*sin(theta2)

                How light bends when it crosses into another material: entering a denser medium, it turns towards the normal.

                Variables
                  n₁ (type n1)      first refractive index
                  θ₁ (type theta1)  angle of incidence       °  (0–90°)
                  n₂ (type n2)      second refractive index
                  θ₂ (type theta2)  angle of refraction      °  (0–90°)
                  Angles are in degrees: 30, 30° and 30deg all mean 30°; write 0.5rad for radians.

                Example: theta1 = 30 °, n2 = 1.5, theta2 ≈ 19.47 ° → n1 = 1

                Status: not learned yet · first view
                Solve it: formula solve snells-law theta1=30 n2=1.5 theta2=19.47122063

                """)
    }
}
