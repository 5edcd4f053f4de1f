import Foundation
import Testing

/// Dependencies point one way, Shell → Commands → Core → Storage, with Commands (and the Shell) also on
/// LiveStorage → Storage (CONTRIBUTING.md): every file of a target may import only what this table allows,
/// and Package.swift gives Core no way to reach LiveStorage. The Shell executable may import anything, and
/// targets not in the table (CEditLine) are not checked.
struct LayerTests {
    static let system: Set = ["Swift", "Foundation", "FoundationEssentials", "Glibc", "Darwin", "Synchronization"]
    /// The whole C library: files, clocks, processes and signals besides maths. Core has only its pure
    /// part, name by name, from PureC.
    static let cLibrary: Set = ["Glibc", "Darwin"]

    /// What each checked target may import.
    static let allowed: [String: Set<String>] = [
        "Storage": system.subtracting(cLibrary),
        "LiveStorage": system.union(["Storage", "Subprocess", "System", "SystemPackage", "CZlib", "CSQLite"]),
        "PureC": cLibrary,
        "Core": system.subtracting(cLibrary).union(["Storage", "PureC", "BigInt", "Crypto", "CryptoExtras"]),
        "Commands": system.union(["Core", "Storage", "LiveStorage", "ArgumentParser", "BuildInfo"]),
        "ParserFuzz": system.union(["Core", "Storage", "TestSupport"]),
    ]

    static let sources = CoachProcess.packageRoot.appendingPathComponent("Sources")

    @Test func targetsImportOnlyWhatTheirLayerAllows() throws {
        let (allowed, sources) = (Self.allowed, Self.sources)
        // A target's folder may not exist yet (Storage before it is split out of Core); but if none
        // does, the sources moved and this test would pass while checking nothing.
        let present = allowed.keys.sorted().filter {
            FileManager.default.fileExists(atPath: sources.appendingPathComponent($0).path)
        }
        try #require(
            !present.isEmpty, "none of \(allowed.keys.sorted()) is in \(sources.path): update LayerTests.allowed")
        for target in present {
            let files = Self.swiftFiles(under: sources.appendingPathComponent(target))
            #expect(!files.isEmpty, "Sources/\(target) has no Swift files")
            for file in files {
                let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
                for use in SwiftImports.uses(in: text) where !allowed[target]!.contains(use.module) {
                    Issue.record(
                        """
                        Sources/\(file):\(use.line): '\(use.text)' brings in \(use.module); \
                        \(target) may import only \(allowed[target]!.sorted().joined(separator: ", "))
                        """)
                }
            }
        }
    }

    /// Calls Core and the pure Storage may not make: they open no file, print nothing, and read no clock or process
    /// of their own (what a command hands them does: a `Store`, bytes read, the clock it is given), so they run the
    /// same in a test as in a terminal. Foundation's own file, clock and sleep calls compile there, so they are
    /// looked for here; a name starting with a letter counts only as a word of its own (`fingerprint(` is no `print(`).
    static let forbiddenInCore = [
        "FileManager", "fopen(", "Date()", "Date.now", "ContinuousClock.now", "Data(contentsOf:", ".write(to:",
        "print(", "Task.sleep", "ProcessInfo", "AtomicFile", "Glibc.", "Darwin.",
    ]

    /// The targets held to `forbiddenInCore` and `cCallsForbiddenInCore`: the domain, and the types and pure
    /// logic below it. LiveStorage, Commands and the Shell are where files, clocks and processes are reached.
    static let pureTargets = ["Core", "Storage"]

    /// The C library's calls for files, clocks, processes and signals, forbidden in Core and Storage as bare calls
    /// (`open(path, …)`, not `store.open(…)`, `func open(` or a file's own `open` called inside it).
    /// On Linux neither can even see them (neither imports Glibc); on macOS Foundation brings them all.
    static let cCallsForbiddenInCore = [
        "open", "read", "write", "close", "lseek", "stat", "fstat", "lstat", "fsync", "flock", "unlink", "rename",
        "remove", "mkdir", "rmdir", "opendir", "readdir", "chmod", "getcwd", "chdir", "tmpfile", "mmap", "pipe", "dup",
        "dup2", "fcntl", "ioctl", "poll", "isatty", "tcgetattr", "tcsetattr", "getpid", "getenv", "setenv", "signal",
        "sigaction", "kill", "raise", "exit", "abort", "system", "popen", "fork", "execv", "dlopen", "time",
        "clock_gettime", "gettimeofday", "sleep", "usleep", "nanosleep",
    ]

    /// The forbidden calls on each line of `text`, outside comments: (line number, call).
    static func forbiddenCalls(in text: String) -> [(line: Int, call: String)] {
        // A name the file declares itself (`func read(`, `case open(`) is its own when called bare.
        let declared = Set(text.matches(of: #/\b(?:func|case)\s+(\w+)\s*[(<]/#).map { String($0.1) })
        let cCalls = cCallsForbiddenInCore.filter { !declared.contains($0) }
        var found: [(line: Int, call: String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            for call in forbiddenInCore where contains(call, in: code) { found.append((index + 1, call)) }
            for name in cCalls where code.contains(name + "(") && bareCall(of: name, in: code) {
                found.append((index + 1, name + "("))
            }
        }
        return found
    }

    /// Whether `code` holds `token`; one that starts with a letter only where no letter, digit or `_` comes before
    /// it (`Date()`, not `UpdateDate()`).
    static func contains(_ token: String, in code: Substring) -> Bool {
        guard let first = token.first, first.isLetter else { return code.contains(token) }
        return code.ranges(of: token).contains { range in
            guard let last = code[..<range.lowerBound].last else { return true }
            return !(last.isLetter || last.isNumber || last == "_")
        }
    }

    /// Whether `code` calls `name` as a free function: not as a member (`.read(`), not as part of a
    /// longer name (`reread(`), not where it is declared (`func read(`, `case read(`).
    static func bareCall(of name: String, in code: Substring) -> Bool {
        code.ranges(of: name + "(").contains { range in
            let before = code[..<range.lowerBound]
            if let last = before.last, last.isLetter || last.isNumber || "_.`".contains(last) { return false }
            let word = before.split(whereSeparator: \.isWhitespace).last
            return word != "func" && word != "case"
        }
    }

    @Test(arguments: pureTargets)
    func opensNoFileAndReadsNoClockOrProcessOfItsOwn(target: String) throws {
        let files = Self.swiftFiles(under: Self.sources.appendingPathComponent(target))
        try #require(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            for (line, call) in Self.forbiddenCalls(in: text) {
                Issue.record(
                    """
                    Sources/\(file):\(line): \(target) calls \(call); reach files and processes through what the caller \
                    hands (a Store, a LineKeeping, bytes read, a ByteSource), and take the clock the caller gives. \
                    What reaches the system goes in LiveStorage, Commands or the Shell
                    """)
            }
        }
    }

    @Test(arguments: [
        (
            "let now = Date()\n/// Date() in a doc comment\nlet files = FileManager.default // FileManager\nlet id = ProcessInfo.processInfo",
            ["1 Date()", "3 FileManager", "4 ProcessInfo"]
        ),
        (
            "let fd = open(path, O_RDONLY)\nlet n = file.read(into: buffer)\nlet pid = getpid() // getpid() of the shell\nif isatty(1) == 1 {}",
            ["1 open(", "3 getpid(", "4 isatty("]
        ),
        ("func write(_ text: String) {}\nwrite(\"a\")\nlet x = unread(bytes) + sin(angle)\nlet y = `read`(1)", []),
        (
            "case open(String)\nlet saved = try AtomicFile.write(data, to: url)\nlet s = Glibc.sin(x)",
            ["2 AtomicFile", "3 Glibc."]
        ),
        ("let today = Date.now\n/// Date.now in a doc comment\nlet t = x // Date.now", ["1 Date.now"]),
        ("let start = ContinuousClock.now\n// ContinuousClock.now is the caller's", ["1 ContinuousClock.now"]),
        ("let bytes = try Data(contentsOf: url)\n/// Data(contentsOf: url) reads it whole", ["1 Data(contentsOf:"]),
        ("try data.write(to: url)\n/// data.write(to: url)\ntry file.write(bytes)", ["1 .write(to:"]),
        (
            "print(total)\nSwift.print(x)\n// print(x)\nlet f = fingerprint(data)\nlet s = blueprint(a)",
            ["1 print(", "2 print("]
        ),
        ("try await Task.sleep(for: .seconds(1))\n/// Task.sleep(for:) waits", ["1 Task.sleep"]),
        ("let d = UpdateDate()\nlet e = Date()", ["2 Date()"]),
    ])
    func findsAForbiddenCallInCodeButNotInAComment(text: String, found: [String]) {
        #expect(Self.forbiddenCalls(in: text).map { "\($0.line) \($0.call)" } == found)
    }

    /// The pure part of the C library that PureC may hand to Core: maths, byte search and printf's number
    /// formatting; nothing that reaches a file, a clock, a process or a signal.
    static let pureCNames: Set = [
        "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh",
        "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "pow", "hypot", "cbrt", "lgamma", "tgamma", "erf",
        "erfc", "fmod", "M_E", "M_LN2", "M_LN10", "memchr", "memcmp", "vsnprintf",
    ]

    /// What a file may hand on to every module that imports its target (`@_exported import`): Storage
    /// FoundationEssentials (Foundation where there is none), PureC single pure names of the C library.
    static func reexportProblem(in file: String, _ text: String) -> String? {
        let scoped = #/import\s+(?:typealias|struct|class|enum|protocol|let|var|func)\s+(\w+)\.(\w+)/#
        switch (file.split(separator: "/").first, text.firstMatch(of: scoped)) {
        case ("Storage", nil)
        where ["FoundationEssentials", "Foundation"].contains(SwiftImports.uses(in: text).first?.module ?? ""):
            return nil
        case let ("PureC", match?) where cLibrary.contains(String(match.1)):
            return pureCNames.contains(String(match.2)) ? nil : "\(match.2) is not in LayerTests.pureCNames"
        default:
            return "only Storage re-exports (FoundationEssentials) and PureC (pure C functions, one name a line)"
        }
    }

    @Test func theCLibraryIsHandedOnOnlyNameByNameAndOnlyItsPurePart() throws {
        let targets = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).sorted()
        var reexports = 0
        for target in targets {
            for file in Self.swiftFiles(under: Self.sources.appendingPathComponent(target)) {
                let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
                for use in SwiftImports.uses(in: text) where use.text.hasPrefix("@_exported") {
                    reexports += 1
                    if let problem = Self.reexportProblem(in: file, use.text) {
                        Issue.record(
                            "Sources/\(file):\(use.line): '\(use.text)' is handed on to every importer; \(problem)")
                    }
                }
            }
        }
        #expect(
            reexports > 0, "no @_exported import found under \(Self.sources.path): has Storage/Essentials.swift moved?")
    }

    @Test(arguments: [
        ("Storage/Essentials.swift", "@_exported import FoundationEssentials", true),
        ("Storage/Essentials.swift", "@_exported import Glibc", false),
        ("Storage/Essentials.swift", "@_exported import Darwin", false),
        ("Core/Maths.swift", "@_exported import func Glibc.sin", false),
        ("PureC/PureC.swift", "@_exported import func Glibc.sin", true),
        ("PureC/PureC.swift", "@_exported import var Darwin.M_E", true),
        ("PureC/PureC.swift", "@_exported import func Glibc.open", false),
        ("PureC/PureC.swift", "@_exported import Glibc", false),
    ])
    func allowsOnlyTheseReexports(file: String, line: String, allowed: Bool) {
        #expect((Self.reexportProblem(in: file, line) == nil) == allowed)
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
        (
            "#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif",
            ["Glibc", "Glibc", "Darwin", "Darwin"]
        ),
        ("#if canImport(FoundationEssentials, _version: 6.0) || canImport(Musl)", ["FoundationEssentials", "Musl"]),
        ("// import ArgumentParser\nlet important = 1\n/* old:\nimport CEditLine */", []),
        ("let help = \"\"\"\n    import Core\n    \"\"\"\nimport Storage", ["Storage"]),
    ])
    func findsTheModuleOfEveryImportForm(text: String, modules: [String]) {
        #expect(SwiftImports.uses(in: text).map(\.module) == modules)
    }
}
