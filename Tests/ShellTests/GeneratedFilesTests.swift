import Foundation
import Testing

/// completions/, man/ and the command table are generated from the command declarations, and the bundled sights
/// from data/, by `make generated`.
struct GeneratedFilesTests {
    static let root = CoachProcess.packageRoot

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptIsCurrent(shell: String) throws {
        let generated = try CoachProcess().run(["--generate-completion-script", shell])
        #expect(generated.status == 0)
        let committed = try String(
            contentsOf: Self.root.appendingPathComponent("completions/coach.\(shell)"), encoding: .utf8)
        #expect(generated.out == committed, "completions/coach.\(shell) is stale: run 'make generated'")
    }

    /// The command table, what a line of the plain shape is made by, as the declarations give it now.
    @Test func commandTableIsCurrent() throws {
        let generated = try CoachProcess().run(["--experimental-write-command-table"])
        #expect(generated.status == 0)
        let committed = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/Commands/Dispatch/CommandTable.swift"),
            encoding: .utf8)
        #expect(
            generated.out == committed, "Sources/Commands/Dispatch/CommandTable.swift is stale: run 'make generated'")
    }

    /// man/coach.1, and man/ru/coach.1 in Russian (`--language ru`: the commands' words from po/ru.po).
    @Test(arguments: [("man/coach.1", [String]()), ("man/ru/coach.1", ["--language", "ru"])])
    func manPageIsCurrent(page: String, language: [String]) throws {
        let committed = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
        // Regenerate with the committed page's date, so only a change in the commands shows.
        let dateLine = try #require(committed.split(separator: "\n").first { $0.hasPrefix(".Dd ") })
        let parser = DateFormatter()
        parser.locale = Locale(identifier: "en_US_POSIX")
        parser.dateFormat = "MMMM d, yyyy"
        let date = try #require(parser.date(from: String(dateLine.dropFirst(4))))
        parser.dateFormat = "yyyy-MM-dd"
        let fresh = try CoachProcess().run(
            ["scripts/generate-manual.py", CoachProcess.binary, "--date", parser.string(from: date)] + language,
            program: "/usr/bin/python3", in: Self.root)
        #expect(fresh.status == 0, "scripts/generate-manual.py failed: \(fresh.err)")
        #expect(fresh.out == committed, "\(page) is stale: run 'make generated'")
    }

    /// `man -l man/coach.1` in a UTF-8 locale shows every character and every section, without a warning,
    /// and `mandoc -T lint` finds nothing to warn of (one sentence a line, sections in their usual order).
    @Test(NeededTool.needed(NeededTool("/usr/bin/man"), NeededTool("/usr/bin/mandoc")))
    func manPageRendersInUTF8WithEverySection() throws {
        let man = try NeededTool("/usr/bin/man").require()
        let coach = CoachProcess()
        let mandoc = try NeededTool("/usr/bin/mandoc").require()
        let page = Self.root.appendingPathComponent("man/coach.1").path
        let lint = try coach.run(["-T", "lint", "-W", "warning", page], program: mandoc)
        let warnings = lint.out + lint.err
        let fix = "fix scripts/generate-manual.py and run 'make generated'"
        #expect(lint.status == 0 && warnings.isEmpty, "mandoc -T lint warns of man/coach.1; \(fix):\n\(warnings)")
        let shown = try coach.run(
            ["-l", Self.root.appendingPathComponent("man/coach.1").path], program: man,
            environment: ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "MANWIDTH": "100", "MANPAGER": "cat", "PAGER": "cat"])
        #expect(shown.status == 0)
        #expect(shown.err == "", "man warned: \(shown.err)")
        for text in [
            "(calm, box, 4-7-8, …)", "π e tau τ phi φ", "× ÷ − ·", "°", "EXIT STATUS", "ENVIRONMENT", "FILES",
            "EXAMPLES", "COACH_HOME", "remind add every 2h 09:00-18:00 breathe \"stand up\"",
        ] {
            #expect(shown.out.contains(text), "the page does not show \(text)")
        }
    }

    /// The Russian page renders with groff without a warning (`man --warnings`), every section and table in Russian.
    @Test(NeededTool.needed(NeededTool("/usr/bin/man")))
    func russianManPageRendersWithoutWarnings() throws {
        let man = try NeededTool("/usr/bin/man").require()
        let shown = try CoachProcess().run(
            ["--warnings", "-l", Self.root.appendingPathComponent("man/ru/coach.1").path], program: man,
            environment: ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "MANWIDTH": "80", "MANPAGER": "cat", "PAGER": "cat"])
        #expect(shown.status == 0)
        #expect(shown.err == "", "man warned: \(shown.err)")
        for text in [
            "ИМЯ", "ОБЗОР", "ОПИСАНИЕ", "ПАРАМЕТРЫ", "КОМАНДЫ", "ОКРУЖЕНИЕ", "ФАЙЛЫ", "КОД ВЫХОДА", "ПРИМЕРЫ",
            "Спокойный терминальный коуч", "Сессия квадратного дыхания из четырёх циклов.", "COACH_HOME",
            "Все команды выполнены.", "coach breathe box --cycles 4", "π e tau τ phi φ",
            // The header and footer groff draws only below a section it takes for NAME.
            "COACH(1)                       BSD Общие команды                      COACH(1)",
        ] {
            #expect(shown.out.contains(text), "the Russian page does not show \(text)")
        }
        for english in ["DESCRIPTION", "EXAMPLES", "Every command succeeded.", "One of:"] {
            #expect(!shown.out.contains(english), "the Russian page shows \(english)")
        }
    }

    @Test(arguments: [
        ("generate-sights.py", "Sources/Core/Sights/Catalog/SaranskSights.swift"),
        ("generate-version.py", "Sources/Commands/Version.swift"),
        ("generate-guides.py", "Sources/Commands/Builtins/GuidePages.swift"),
    ])
    func fileMadeFromDataIsCurrent(script: String, path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "scripts/\(script)", "--stdout"]
        process.currentDirectoryURL = Self.root
        let (out, err) = (Pipe(), Pipe())
        (process.standardOutput, process.standardError) = (out, err)
        try process.run()
        let generated = out.fileHandleForReading.readDataToEndOfFile()
        let problem = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "scripts/\(script) failed: \(problem)")
        let committed = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        #expect(String(decoding: generated, as: UTF8.self) == committed, "\(path) is stale: run 'make generated'")
    }

    @Test func manPageDocumentsTheExitStatuses() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("man/coach.1"), encoding: .utf8)
        #expect(
            page.contains("Exit status: 0 when every command succeeded, 1 when a command failed, 64 for a usage error"))
    }
}
