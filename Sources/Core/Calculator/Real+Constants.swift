import BigInt
import Synchronization

extension Real {
    /// π·`factor` to 256 bits, for the scales of units (the degree is π/180).
    static func pi(times factor: Rational) -> Real {
        $bits.withValue(256) { Constants.pi * Real(factor) }
    }

    /// π and ln 2 to the bits asked, each worked out once to the most bits asked so far and rounded from there.
    enum Constants {
        private static let kept = Mutex<[String: Real]>([:])

        /// π = 16·atan(1/5) − 4·atan(1/239) (Machin).
        static var pi: Real {
            cached("pi") {
                let fifth = series(Real(Rational(1) / Rational(5)), alternating: true)
                let other = series(Real(Rational(1) / Rational(239)), alternating: true)
                return fifth.timesPowerOfTwo(4) - other.timesPowerOfTwo(2)
            }
        }

        /// ln 2 = 2·atanh(1/3).
        static var ln2: Real {
            cached("ln2") { series(Real(Rational(1) / Rational(3)), alternating: false).timesPowerOfTwo(1) }
        }

        private static func cached(_ name: String, _ work: () -> Real) -> Real {
            let wanted = bits
            if let known = kept.withLock({ $0[name] }), known.mantissa.magnitude.bitWidth >= wanted {
                return known.rounded(to: wanted)
            }
            // A few more bits than asked, in steps of 64, so a line that asks for a little more reuses it.
            let value = $bits.withValue((wanted + 16 + 63) / 64 * 64) { work() }
            kept.withLock { $0[name] = value }
            return value.rounded(to: wanted)
        }
    }
}
