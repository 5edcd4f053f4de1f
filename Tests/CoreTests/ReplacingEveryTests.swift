import Core
import Storage
import Testing

/// Replacing on bytes gives what the standard `replacing` gives for the texts coach replaces in.
struct ReplacingEveryTests {
    @Test func everyPlaceIsReplacedAsTheStandardReplacingDoes() {
        let pieces = ["%", "d", "%d", "/", " ", "день", "·", "a", "%%d"]
        var random = SeededRandom(seed: 5)
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            #expect(text.replacingEvery("%d", with: "12 500") == text.replacing("%d", with: "12 500"), "\(text)")
            #expect(text.replacingEvery("/", with: "_") == text.replacing("/", with: "_"), "\(text)")
            #expect(text.replacingEvery("%d", with: "%d%d") == text.replacing("%d", with: "%d%d"), "\(text)")
        }
    }
}
