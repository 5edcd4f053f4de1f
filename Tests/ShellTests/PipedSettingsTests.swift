import Foundation
import Testing

/// A piped script reads its settings once, and again after a line that changes them.
struct PipedSettingsTests {
    @Test func aSettingsLineIsFollowedByTheLinesAfterIt() throws {
        let script = "calc 2/4\nsettings set language ru\ncalc 1,5+1\nsettings reset language\ncalc 1/0\n"
        let result = try CoachProcess().run(input: script)
        #expect(result.out.hasPrefix("0.5\nlanguage теперь ru: "))
        #expect(result.out.hasSuffix("\n2,5\nlanguage is back to its default, auto.\n"))
        #expect(
            result.err
                == "Примечание: запятая прочитана как десятичная: 1,5 = 1.5\nError: line 5: division by zero\n  1/0\n    ^\n"
        )
    }
}
