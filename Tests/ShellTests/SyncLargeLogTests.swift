import Foundation
import Testing

/// What one machine sends, the others read: a large import's log is split into parts below what any machine
/// reads, and a record no machine would read is refused before anything is said to be sent.
@Suite(.serialized)
struct SyncLargeLogTests {
    /// A GeoJSON file of `places` points, each with a description of `about` characters.
    static func writePlaces(_ places: Int, about: Int, to url: URL) throws {
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        let text = String(repeating: "x", count: about)
        var block = "{\"type\": \"FeatureCollection\", \"features\": [\n"
        for place in 0..<places {
            block +=
                (place == 0 ? "" : ",")
                + "{\"type\": \"Feature\", \"geometry\": {\"type\": \"Point\", \"coordinates\": "
            block += "[45.\(100_000 + place), 54.\(200_000 + place)]}, \"properties\": {\"name\": \"Place \(place)\", "
            block += "\"description\": \"\(text)\"}}\n"
            if block.utf8.count > 1 << 20 {
                try handle.write(contentsOf: Data(block.utf8))
                block = ""
            }
        }
        try handle.write(contentsOf: Data((block + "]}\n").utf8))
    }

    /// 40,000 imported places make a log of 75 MiB, more than the 64 MiB a machine reads of one file: it travels
    /// in parts, and the other machine gets every place.
    @Test func aLargeImportSyncsWhole() throws {
        let replicas = try SyncReplicas(["laptop", "desktop"])
        defer { try? FileManager.default.removeItem(at: replicas.coach.home) }
        let file = replicas.coach.home.appendingPathComponent("places.geojson")
        try Self.writePlaces(40_000, about: 1_750, to: file)
        #expect(try replicas.run("laptop", ["sights", "import", file.path]).out.hasPrefix("Imported 40000 places.\n"))
        let remote = replicas.remote.path
        let sent = try replicas.run("laptop", ["sync", "init", remote, "--machine", "laptop"])
        #expect(sent.out.hasSuffix("Synced with '\(remote)': 40,002 changes sent, 0 received.\n"), "\(sent.err)")
        let ops = replicas.data("laptop").appendingPathComponent(".sync/repo/ops/laptop/sights")
        let parts = try FileManager.default.contentsOfDirectory(atPath: ops.path).sorted()
        #expect(parts == (2...5).map { "imported.json.\($0).jsonl" } + ["imported.json.jsonl"], "\(parts)")
        let sizes = try parts.map {
            try FileManager.default.attributesOfItem(atPath: ops.appendingPathComponent($0).path)[.size] as? Int ?? 0
        }
        #expect(sizes.reduce(0, +) > 64 << 20 && sizes.allSatisfy { $0 <= 16 << 20 }, "\(sizes)")
        let received = try replicas.run("desktop", ["sync", "clone", remote, "--machine", "desktop"])
        #expect(
            received.out.hasSuffix("Synced with '\(remote)': 0 changes sent, 40,002 received (1 document updated).\n"),
            "\(received.out)\(received.err)")
        let document = "sights/imported.json"
        #expect(
            FileManager.default.contents(atPath: replicas.data("desktop").appendingPathComponent(document).path)
                == FileManager.default.contents(atPath: replicas.data("laptop").appendingPathComponent(document).path))
        #expect(!(try replicas.run("desktop", ["sync", "status"]).out.contains("skipped")))
        // A place edited on the desktop comes back to the laptop through the parts.
        let noted = try replicas.run("desktop", ["sights", "note", "place-39999", "The last one"])
        #expect(noted.status == 0, "\(noted.err)")
        #expect(try replicas.run("desktop", ["sync"]).status == 0)
        #expect(try replicas.run("laptop", ["sync"]).out.hasSuffix(" received (1 document updated).\n"))
        #expect(try replicas.run("laptop", ["sights", "show", "place-39999"]).out.contains("The last one"))
    }

    /// A record longer than other machines read of one (a file edited by hand) is refused, with its place, and
    /// nothing is said to be sent.
    @Test func aRecordNoMachineWouldReadIsNotSent() throws {
        let replicas = try SyncReplicas(["laptop", "desktop"])
        try replicas.run("laptop", ["meal", "add", "Apple", "52", "--date", "2026-11-20", "--time", "08:00"])
        #expect(try replicas.run("laptop", ["sync", "init", replicas.remote.path, "--machine", "laptop"]).status == 0)
        let month = replicas.data("laptop").appendingPathComponent("meals/2026-11.json")
        let long = String(repeating: "y", count: 70_000)
        let text = try String(contentsOf: month, encoding: .utf8).replacingOccurrences(
            of: "\"Apple\"", with: "\"\(long)\"")
        try Data(text.utf8).write(to: month)
        let refused = try replicas.run("laptop", ["sync"])
        #expect(refused.status == 1)
        #expect(
            refused.err.hasPrefix("Error: meals/2026-11.json holds the meal \"yyyy")
                && refused.err.contains("\" of 2026-11-20 ")
                && refused.err.hasSuffix(
                    ", of 69 KiB: more than the 64 KiB other machines read of one record, so they "
                        + "would leave it out. Nothing was sent; shorten it (a file edited by hand?) and run 'sync' again\n"
                ),
            "\(refused.err)")
        #expect(try replicas.run("laptop", ["sync", "status"]).out.contains("last try      failed at "))
        #expect(try replicas.run("desktop", ["sync", "clone", replicas.remote.path]).status == 0)
        #expect(try replicas.run("desktop", ["meal", "list", "2026-11-20"]).out.contains("Apple"))
    }
}
