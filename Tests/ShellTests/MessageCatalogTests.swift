import Foundation
import Testing

/// po/coach.pot is extracted from the sources, po/ru.po is complete and valid gettext, and the Swift file that
/// embeds it is current; `make messages` redoes the first and the last.
struct MessageCatalogTests {
    static let root = CoachProcess.packageRoot

    /// `script --stdout`'s output, or a failure with what it said.
    static func output(of script: String) throws -> String {
        let run = try CoachProcess().run([script, "--stdout"], program: "/usr/bin/python3", in: root)
        try #require(run.status == 0, "\(script) refused: \(run.err)")
        return run.out
    }

    @Test func templateIsCurrent() throws {
        let committed = try String(contentsOf: Self.root.appendingPathComponent("po/coach.pot"), encoding: .utf8)
        #expect(
            try Self.output(of: "scripts/extract-messages.py") == committed,
            "po/coach.pot is stale: run 'make messages'")
    }

    /// Every message of the template is in po/ru.po, translated, not fuzzy, with its placeholders and Russian's
    /// plural forms (po-to-swift.py refuses the catalog otherwise), and the embedded copy is that catalog.
    @Test func russianCatalogIsCompleteAndEmbedded() throws {
        let path = "Sources/Core/Messages/RussianCatalog.swift"
        let committed = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        #expect(try Self.output(of: "scripts/po-to-swift.py") == committed, "\(path) is stale: run 'make messages'")
    }

    @Test(NeededTool.needed(NeededTool("/usr/bin/msgfmt")))
    func russianCatalogPassesMsgfmtCheck() throws {
        let msgfmt = try NeededTool("/usr/bin/msgfmt").require()
        let run = try CoachProcess().run(
            ["--check", "--statistics", "-o", "/dev/null", "po/ru.po"], program: msgfmt, in: Self.root)
        #expect(run.status == 0, "msgfmt --check po/ru.po: \(run.err)")
        #expect(!run.err.contains("untranslated") && !run.err.contains("fuzzy"), "msgfmt --statistics: \(run.err)")
    }
}
