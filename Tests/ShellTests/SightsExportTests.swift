import Foundation
import Testing

/// `sights export` on the binary people run: the GPX read by Python's XML parser (an outside reader), the GeoJSON by
/// Python's json and by `sights import` on another machine.
struct SightsExportTests {
    static func marked() throws -> CoachProcess {
        let coach = CoachProcess()
        for line in [
            ["sights", "fav", "mordovia-arena"],
            ["sights", "visit", "saransk-1-railway-station", "--date", "2026-11-20"],
            ["sights", "visit", "saransk-1-railway-station", "--date", "2026-11-24"],
            ["sights", "note", "mordovia-arena", "Match <day> & \"fun\"\tx"],
        ] {
            let result = try coach.run(line)
            #expect(result.status == 0, "\(line): \(result.err)")
        }
        return coach
    }

    @Test func gpxWaypointsAsAnXMLParserReadsThem() throws {
        let coach = try Self.marked()
        let file = coach.home.appendingPathComponent("places.gpx")
        let wrote = try coach.run(["sights", "export", file.path])
        #expect(wrote.out == "Wrote 2 places (1 favourite, 1 visited) to \(file.path).\n")
        let read = try coach.run(
            [
                "-c",
                """
                import sys, xml.etree.ElementTree as ET
                ns = {"g": "http://www.topografix.com/GPX/1/1"}
                root = ET.parse(sys.argv[1]).getroot()
                for w in root.findall("g:wpt", ns):
                    print(w.get("lat"), w.get("lon"), w.find("g:name", ns).text, "|", w.find("g:desc", ns).text, "|", w.find("g:type", ns).text)
                """, file.path,
            ], program: "/usr/bin/python3")
        #expect(
            read.out == """
                54.18167 45.20361 Mordovia Arena | favourite · Match <day> & "fun" x | sport
                54.19556 45.19056 Saransk-1 Railway Station | visited 2026-11-20, 2026-11-24 | transport

                """, "\(read.err)")
        let again = try coach.run(["sights", "export", file.path])
        #expect(again.status == 1 && again.err.contains("exists; add --force"), "\(again.err)")
    }

    @Test func geoJSONThatSightsImportReadsBack() throws {
        let coach = try Self.marked()
        let geojson = try coach.run(["sights", "export", "-", "--format", "geojson"])
        #expect(geojson.status == 0)
        let read = try coach.run(
            [
                "-c",
                """
                import json, sys
                for f in json.load(sys.stdin)["features"]:
                    p = f["properties"]
                    print(f["geometry"]["coordinates"], p["id"], p["favourite"], p["visits"], p.get("note"))
                """,
            ], input: geojson.out, program: "/usr/bin/python3")
        #expect(
            read.out == """
                [45.20361, 54.18167] mordovia-arena True [] Match <day> & "fun"\tx
                [45.19056, 54.19556] saransk-1-railway-station False ['2026-11-20', '2026-11-24'] None

                """, "\(read.err)")
        let other = CoachProcess()
        let file = other.home.appendingPathComponent("places.geojson")
        try FileManager.default.createDirectory(at: other.home, withIntermediateDirectories: true)
        try geojson.out.write(to: file, atomically: true, encoding: .utf8)
        let imported = try other.run(["sights", "import", file.path])
        #expect(imported.status == 0 && imported.out.hasPrefix("Imported 2 places"), "\(imported.out)\(imported.err)")
        let empty = try CoachProcess().run(["sights", "export", "-", "--format", "gpx"])
        #expect(
            empty.status == 1
                && empty.err
                    == "Error: no favourites or visits to export yet: 'sights fav ID' or 'sights visit ID' marks one\n"
        )
    }
}
