import Foundation
import Testing

/// Dependencies point one way, Shell → Commands → Core → Storage (DESIGN.md): every file of a
/// target may import only what this table allows. The Shell executable may import anything, and
/// targets not in the table (CEditLine) are not checked.
struct LayerTests {
    static let system: Set = ["Swift", "Foundation", "FoundationEssentials", "Glibc", "Darwin", "Synchronization"]

    /// What each checked target may import.
    static let allowed: [String: Set<String>] = [
        "Storage": system.union(["Subprocess", "System", "SystemPackage"]),
        "Core": system.union(["Storage", "BigInt"]),
        "Commands": system.union(["Core", "Storage", "ArgumentParser"]),
        "ParserFuzz": system.union(["Core", "Storage"]),
    ]

    static let sources = CoachProcess.packageRoot.appendingPathComponent("Sources")

    @Test func targetsImportOnlyWhatTheirLayerAllows() throws {
        let (allowed, sources) = (Self.allowed, Self.sources)
        // A target's folder may not exist yet (Storage before it is split out of Core); but if none
        // does, the sources moved and this test would pass while checking nothing.
        let present = allowed.keys.sorted().filter { FileManager.default.fileExists(atPath: sources.appendingPathComponent($0).path) }
        try #require(!present.isEmpty, "none of \(allowed.keys.sorted()) is in \(sources.path): update LayerTests.allowed")
        for target in present {
            let files = Self.swiftFiles(under: sources.appendingPathComponent(target))
            #expect(!files.isEmpty, "Sources/\(target) has no Swift files")
            for file in files {
                let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
                for use in SwiftImports.uses(in: text) where !allowed[target]!.contains(use.module) {
                    Issue.record("""
                        Sources/\(file):\(use.line): '\(use.text)' brings in \(use.module); \
                        \(target) may import only \(allowed[target]!.sorted().joined(separator: ", "))
                        """)
                }
            }
        }
    }

    /// Calls Core may not make: it opens no file and reads no clock or process of its own (Storage's
    /// interface and the clock a command is given do), so it runs the same in a test as in a terminal.
    static let forbiddenInCore = ["FileManager", "fopen(", "Date()", "ProcessInfo"]

    /// The forbidden calls on each line of `text`, outside comments: (line number, call).
    static func forbiddenCalls(in text: String) -> [(line: Int, call: String)] {
        var found: [(line: Int, call: String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            for call in forbiddenInCore where code.contains(call) { found.append((index + 1, call)) }
        }
        return found
    }

    @Test func coreOpensNoFileAndReadsNoClockOrProcessOfItsOwn() throws {
        let files = Self.swiftFiles(under: Self.sources.appendingPathComponent("Core"))
        try #require(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            for (line, call) in Self.forbiddenCalls(in: text) {
                Issue.record("Sources/\(file):\(line): Core calls \(call); go through Storage's interface or the clock the caller gives")
            }
        }
    }

    @Test func findsAForbiddenCallInCodeButNotInAComment() {
        let text = "let now = Date()\n/// Date() in a doc comment\nlet files = FileManager.default // FileManager\nlet id = ProcessInfo.processInfo"
        #expect(Self.forbiddenCalls(in: text).map { "\($0.line) \($0.call)" } == ["1 Date()", "3 FileManager", "4 ProcessInfo"])
    }

    /// Paths of the .swift files under `folder`, relative to Sources/, sorted.
    static func swiftFiles(under folder: URL) -> [String] {
        let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return names.filter { $0.hasSuffix(".swift") }.map { folder.lastPathComponent + "/" + $0 }.sorted()
    }

    @Test(arguments: [
        ("import Foundation", ["Foundation"]),
        ("    import CEditLine", ["CEditLine"]),
        ("@preconcurrency import Dispatch", ["Dispatch"]),
        ("import struct ArgumentParser.ParsableCommand", ["ArgumentParser"]),
        ("public import Core", ["Core"]),
        ("internal import BigInt", ["BigInt"]),
        ("@_spi(Testing) @testable package import Commands", ["Commands"]),
        ("#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif", ["Glibc", "Glibc", "Darwin", "Darwin"]),
        ("#if canImport(FoundationEssentials, _version: 6.0) || canImport(Musl)", ["FoundationEssentials", "Musl"]),
        ("// import ArgumentParser\nlet important = 1\n/* old:\nimport CEditLine */", []),
        ("let help = \"\"\"\n    import Core\n    \"\"\"\nimport Storage", ["Storage"]),
    ])
    func findsTheModuleOfEveryImportForm(text: String, modules: [String]) {
        #expect(SwiftImports.uses(in: text).map(\.module) == modules)
    }
}
