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

    /// The check is real: a catalog with each kind of mistake is refused, every mistake named with its line.
    @Test func anIncompleteCatalogIsRefused() throws {
        let russian = try String(contentsOf: Self.root.appendingPathComponent("po/ru.po"), encoding: .utf8)
        let broken =
            russian
            .replacing("msgstr \"рекорд %@\"", with: "msgstr \"рекорд\"")
            .replacing("msgstr \"Серии\"", with: "msgstr \"\"")
            .replacing("msgid \"every day\"", with: "#, fuzzy\nmsgid \"every day\"")
            .replacing("msgstr[2] \"%d дней\"\n", with: "")
            .replacing("msgid \"Breathing\"", with: "msgid \"Breath\"")
            .replacing("nplurals=3;", with: "nplurals=2;")
            .replacing(
                "msgid \"Show the version.\"", with: "#: Sources/Commands/Root.swift:18\nmsgid \"Show the version.\"")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-po-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("ru.po").path
        try broken.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try CoachProcess().run(
            ["scripts/po-to-swift.py", "--check", path, "po/coach.pot"], program: "/usr/bin/python3", in: Self.root)
        #expect(run.status == 1)
        for reason in [
            "the header's Plural-Forms is not Russian's", "\"Streaks\" is not translated",
            "\"%d day\" needs msgstr[0], [1] and [2]", "\"рекорд\" does not keep the placeholders of \"best %@\"",
            "\"every day\" is fuzzy", "\"Breath\" is no longer in po/coach.pot", "\"Breathing\" is missing",
            "\"Show the version.\" carries a #: reference",
        ] {
            #expect(run.err.contains(reason), "po-to-swift.py --check did not say: \(reason)\n\(run.err)")
        }
    }
}
