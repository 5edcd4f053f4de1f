import BigInt
import Core
import Testing

/// Rationals computed in machine words agree with the same values computed in BigInt, at and
/// across the 62-bit edge where one gives way to the other.
struct RationalWordsTests {
    static let edge = BigInt(1) << 62

    @Test(arguments: [
        (BigInt(3), BigInt(4)), (edge - 1, BigInt(1)), (edge, BigInt(1)), (edge + 1, edge - 1),
        (-(edge - 1), BigInt(3)),
        (BigInt(1) << 100, (BigInt(1) << 100) + 1), (BigInt(-7), BigInt(1) << 70),
    ])
    func arithmeticMatchesBigIntEverywhere(numerator: BigInt, denominator: BigInt) {
        let x = Rational(numerator, denominator)
        for y in [
            Rational(5, 7), Rational(-(Self.edge - 3)), Rational(Self.edge + 5, 3), Rational(1),
            Rational(-2, Self.edge - 1),
        ] {
            // (a/b) op (c/d) by the textbook formulas, reduced by Rational's BigInt path.
            let (a, b, c, d) = (x.numerator, x.denominator, y.numerator, y.denominator)
            #expect(x + y == Rational(a * d + c * b, b * d))
            #expect(x - y == Rational(a * d - c * b, b * d))
            #expect(x * y == Rational(a * c, b * d))
            #expect(x / y == Rational(a * d, b * c))
            #expect((x < y) == (a * d < c * b))
        }
    }

    @Test func equalValuesAreEqualAndHashAlikeWhicheverWayTheyWereMade() {
        let big = BigInt(1) << 70
        let viaBig = Rational(big * 3, big * 4)
        #expect(viaBig == Rational(3, 4))
        #expect(viaBig.hashValue == Rational(3, 4).hashValue)
        #expect(Rational(big) / Rational(big) == Rational(1))
        #expect((Rational(Self.edge - 1) + Rational(1)).numerator == Self.edge)
        #expect(-Rational(Self.edge - 1) * Rational(-1) == Rational(Self.edge - 1))
    }
}
