import Foundation
import Testing

/// `sights import` reads a place at a time: the largest file it accepts (256 MiB, 150,000 places, the most the
/// whole imported set may hold) is imported within a memory limit, so reading a whole file, or the whole set of
/// imported places, at once fails here rather than on a person's machine.
struct ImportMemoryTests {
    /// The address space the import may use, set with `ulimit -v`: a plain `coach stopwatch` needs about 60 MiB of
    /// it here (the program, thread stacks, the allocator), so this leaves the import 100 MiB more. One malloc
    /// arena (`MALLOC_ARENA_MAX=1`): each thread's own arena reserves 64 MiB of address space it never uses.
    static let limitKiB = 160 << 10

    /// Writes a GeoJSON file of just under 256 MiB: 150,000 points with a name each, and an OpenStreetMap-like
    /// note coach does not keep filling each feature out.
    static func writeLargestFile(to url: URL) throws {
        let places = 150_000
        let size = (256 << 20) - 4096
        let perPlace = (size - 64) / places
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        let note = [UInt8](repeating: UInt8(ascii: "x"), count: perPlace)
        var block = Array("{\"type\": \"FeatureCollection\", \"features\": [\n".utf8)
        for place in 0..<places {
            let head =
                (place == 0 ? "" : ",")
                + "{\"type\": \"Feature\", \"geometry\": {\"type\": \"Point\", \"coordinates\": "
                + "[45.\(100_000 + place), 54.\(200_000 + place)]}, \"properties\": {\"name\": \"Place \(place)\", \"note\": \""
            let tail = "\"}}\n"
            block += head.utf8
            block += note[..<(perPlace - head.utf8.count - tail.utf8.count)]
            block += tail.utf8
            if block.count > 1 << 20 {
                try handle.write(contentsOf: block)
                block.removeAll(keepingCapacity: true)
            }
        }
        try handle.write(contentsOf: block + Array("]}\n".utf8))
    }

    @Test func theLargestFileImportsWithinTheMemoryLimit() throws {
        let coach = CoachProcess()
        defer { try? FileManager.default.removeItem(at: coach.home) }
        let file = coach.home.appendingPathComponent("largest.geojson")
        try Self.writeLargestFile(to: file)
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? 0 > 255 << 20)
        // `timeout`: a program out of address space may hang starting a thread; that fails too.
        let limited = "ulimit -v \(Self.limitKiB) && exec timeout 120 \"$0\" sights import \"$1\""
        let result = try coach.run(
            ["-c", limited, CoachProcess.binary, file.path], program: "/bin/sh", environment: ["MALLOC_ARENA_MAX": "1"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.hasPrefix("Imported 150000 places.\n"), "\(result.out.prefix(200))")
        #expect(result.err == "")
    }
}
