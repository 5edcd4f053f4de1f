import Foundation
import Testing

/// The binary every end-to-end test runs is the one people run: the release build of `make run` and
/// `make install` (static Swift standard library, FoundationEssentials alone), built from these sources.
/// A debug build links the full Foundation and ICU and behaved differently (restore worked there and
/// nowhere else), so a suite run on it proves nothing about what people get.
struct ShippedBinaryTests {
    @Test func theBinaryUnderTestLinksNeitherFoundationNorICUNorASharedSwiftLibrary() throws {
        let libraries = try Self.output(of: "/usr/bin/ldd", [CoachProcess.binary])
        let shared = libraries.split(separator: "\n").filter {
            $0.contains("libswift") || $0.contains("Foundation") || $0.contains("libicu")
                || $0.contains("_FoundationICU")
        }
        #expect(shared.isEmpty, "\(CoachProcess.binary) is not the release build (make build): it loads \(shared)")
        let symbols = try Self.output(of: "/usr/bin/nm", ["--defined-only", CoachProcess.binary])
        let foundation = symbols.split(separator: "\n").filter { line in
            guard let name = line.split(separator: " ").last else { return false }
            return name.hasPrefix("$s10Foundation") || name.contains("FoundationInternationalization")
                || name.contains("icudt")
        }
        #expect(foundation.isEmpty, "\(CoachProcess.binary) links Foundation or ICU: \(foundation.prefix(5))")
    }

    @Test func theBinaryUnderTestIsNewerThanEverySource() throws {
        let built = try Self.modified(CoachProcess.binary)
        let root = CoachProcess.packageRoot
        var sources = [root.appendingPathComponent("Package.swift")]
        let walker = FileManager.default.enumerator(
            at: root.appendingPathComponent("Sources"), includingPropertiesForKeys: nil)
        while let file = walker?.nextObject() as? URL {
            // The fuzzer is a program of its own (`make fuzz`), not part of coach.
            if file.lastPathComponent == "ParserFuzz" { walker?.skipDescendants() }
            if !file.hasDirectoryPath { sources.append(file) }
        }
        let newer = try sources.filter { try Self.modified($0.path) > built }.map(\.lastPathComponent)
        #expect(
            newer.isEmpty,
            "\(CoachProcess.binary) is older than \(newer.prefix(5)): run 'make test', which builds it first")
    }

    static func modified(_ path: String) throws -> Date {
        try #require(
            try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date, "no time for \(path)")
    }

    static func output(of program: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
