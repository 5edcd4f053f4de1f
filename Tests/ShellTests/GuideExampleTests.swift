import Foundation
import Testing

/// Every example in the README and the guides (`docs/`, `docs/ru/` in a Russian locale) runs on the binary people
/// run and prints what the page says (`GuidePage` says how a page is read). Each page starts from nothing: a home
/// of its own, shown as `/home/me` (a path of the same length, so lines wrap where they would there).
/// When the output changes on purpose, `make docs` (`COACH_RECORD_DOCS=1`) writes what coach printed into the
/// page instead of failing; review the git diff.
@Suite(.serialized)
struct GuideExampleTests {
    static let root = CoachProcess.packageRoot
    static let recording = ProcessInfo.processInfo.environment["COACH_RECORD_DOCS"] == "1"

    static var pages: [String] {
        let names = { (folder: String) in
            let path = root.appendingPathComponent(folder).path
            return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
                .filter { $0.hasSuffix(".md") }.sorted().map { folder + $0 }
        }
        let all = ["README.md"] + names("docs/") + names("docs/ru/")
        // `make docs PAGES="docs/sync.md"` re-records some.
        let asked = ProcessInfo.processInfo.environment["COACH_DOCS_PAGES"] ?? ""
        let some = Set(asked.split(separator: " ").map(String.init))
        return some.isEmpty ? all : all.filter(some.contains)
    }

    @Test(NeededTool.needed(NeededTool("/usr/bin/faketime"), NeededTool("/usr/bin/git")), arguments: pages)
    func examples(page: String) throws {
        let file = Self.root.appendingPathComponent(page)
        let guide = GuidePage(try String(contentsOf: file, encoding: .utf8))
        #expect(guide.unchecked.isEmpty, "\(page): the blocks at lines \(guide.unchecked) do not say what checks them")
        for name in guide.checkers {
            let test = Self.root.appendingPathComponent("Tests/ShellTests/\(name).swift")
            #expect(FileManager.default.fileExists(atPath: test.path), "\(page): no test \(name) checks its block")
        }
        let world = try GuideWorld(language: page.hasPrefix("docs/ru/") ? "ru_RU.UTF-8" : "C.UTF-8")
        defer { world.remove() }
        var clock = "2026-11-24 08:12:00"
        var blocks: [(runs: [GuidePage.Run], lines: Range<Int>)] = []
        for step in guide.steps {
            switch step {
            case .clock(let time): clock = time
            case .setup(let machine, let line):
                let out = try world.shell(line, on: machine, at: clock)
                #expect(out.status == 0, "\(page): the setup line '\(line)' failed: \(out.text)")
            case .example(var runs, let lines):
                for index in runs.indices {
                    runs[index].printed = try world.check(runs[index], at: clock, page: page, record: Self.recording)
                }
                blocks.append((runs, lines))
            }
        }
        guard Self.recording else { return }
        var lines = guide.lines
        // From the last block up, so the lines of the ones above stay where they were.
        for block in blocks.reversed() { lines.replaceSubrange(block.lines, with: GuidePage.block(block.runs)) }
        if lines != guide.lines { try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8) }
    }
}
