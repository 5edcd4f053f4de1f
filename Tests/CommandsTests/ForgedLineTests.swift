import Core
import Foundation
import LiveStorage
import Storage
import Testing

@testable import Commands

/// Text that arrives by sync (or a hand edit) never splits a line of output: a line break or carriage return in a
/// name, a note or a description is shown escaped (`^J`, `^M`) by every command that shows it, as other control
/// characters are, so nothing stored can pass for a line coach printed.
struct ForgedLineTests {
    /// Every kind of text coach keeps, each holding `Zq`, which the test then makes a line break.
    static let setUp = [
        "meal add 'Zqcake' 300 --date 2026-11-20 --time 08:00",
        "checkin --mood 4 --energy 3 --note 'Zqday' --date 2026-11-20",
        "track add zqwater --unit zqglasses --goal 8",
        "track log zqwater 2 --date 2026-11-20",
        "sights note mordovia-arena 'Zqnote'",
        "sights visit mordovia-arena --date 2026-11-20",
        "sights fav mordovia-arena",
        "formula add 'Zqspring' 'F = k*x' --category physics --topic 'Zqtopic' --about 'Zqabout' --id myspring",
        "remind add 09:00 'meal list' 'Zqremind'",
        "breathe calm --cycles 1",
    ]

    /// Commands that show that text.
    static let views = [
        "meal list 2026-11-20", "meal foods", "meal history --days 30", "meal show 1 --date 2026-11-20",
        "checkin list", "today", "track list", "track show '^Jforged-water'", "breathe stats",
        "sights show mordovia-arena", "sights favs",
        "sights profile", "formula list", "formula show myspring", "sights list", "sights search place",
        "sights near 54.19,45.18",
        "sights map", "insights year", "insights month", "insights week", "formula search spring", "remind list",
        "goal",
        "streaks", "insights", "insights mood", "status", "status --format tmux", "status --format waybar",
        "status --format i3blocks",
    ]

    @Test func noStoredTextStartsALine() async throws {
        let harness = Harness(.files, immediate: true)
        let places = FileManager.default.temporaryDirectory.appendingPathComponent("coach-places-\(UUID()).geojson")
        defer { try? FileManager.default.removeItem(at: places) }
        try Data(
            #"{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [45.18, 54.19]}, "properties": {"name": "Zqplace", "description": "Zqabout", "address": "Zqstreet"}}]}"#
                .utf8
        ).write(to: places)
        for line in Self.setUp + ["sights import \(places.path)"] {
            let result = await harness.run(line)
            #expect(result.status == 0, "\(line): \(result.err)")
        }
        let data = (harness.store as! FileStore).directory
        for path in SystemCalls.files(under: data.path, hidden: false) where path.hasSuffix(".json") {
            let url = data.appendingPathComponent(path)
            let text = try String(contentsOf: url, encoding: .utf8)
            try Data(
                text.replacingOccurrences(of: "Zq", with: "\\r\\nFORGED ").replacingOccurrences(
                    of: "zq", with: "\\nforged-"
                )
                .replacingOccurrences(of: "\"calm\"", with: "\"calm\\nFORGED\"").utf8
            )
            .write(to: url)
        }
        for line in Self.views {
            let result = await harness.run(line)
            #expect(result.status == 0, "\(line): \(result.err)")
            let forged = (result.out + result.err).split(separator: "\n").filter {
                $0.hasPrefix("FORGED") || $0.hasPrefix("forged") || $0.hasSuffix("\r")
            }
            #expect(forged.isEmpty, "\(line): \(result.out)\(result.err)")
        }
    }
}
