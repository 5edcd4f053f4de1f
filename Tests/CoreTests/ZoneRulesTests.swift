import Foundation
import Testing

@testable import LiveStorage
@testable import Storage

/// coach's own reading of the zone files, checked against Foundation's ICU zones (which the tests
/// still link) and against rules worked by hand.
struct ZoneRulesTests {
    static let zones = [
        "Europe/Berlin", "America/New_York", "Australia/Sydney", "Asia/Kolkata", "Pacific/Chatham", "America/St_Johns",
        "Europe/Moscow", "Asia/Tokyo", "Europe/London", "America/Los_Angeles", "Pacific/Auckland", "Europe/Dublin",
    ]

    /// Instants from 1950 to 2100, a few hundred a zone, the same every run.
    static func instants() -> [Int] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<400).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return -631_152_000 + Int(state >> 33) % 4_733_510_400
        }
    }

    @Test(arguments: zones)
    func offsetsAgreeWithFoundation(zone: String) throws {
        let ours = try #require(ZoneRules(identifier: zone))
        let theirs = try #require(TimeZone(identifier: zone))
        for instant in Self.instants() {
            let date = Date(timeIntervalSince1970: Double(instant))
            #expect(ours.secondsFromGMT(for: date) == theirs.secondsFromGMT(for: date), "\(zone) at \(instant)")
        }
    }

    @Test(arguments: zones)
    func wallClocksAgreeWithFoundation(zone: String) throws {
        let ours = LocalCalendar(timeZone: try #require(ZoneRules(identifier: zone)))
        var theirs = Calendar(identifier: .gregorian)
        theirs.timeZone = try #require(TimeZone(identifier: zone))
        let parts: Set<Calendar.Component> = [.year, .month, .day, .hour, .minute, .second]
        for instant in Self.instants() {
            let date = Date(timeIntervalSince1970: Double(instant))
            #expect(
                ours.dateComponents(parts, from: date) == theirs.dateComponents(parts, from: date),
                "\(zone) at \(instant)")
            #expect(ours.startOfDay(for: date) == theirs.startOfDay(for: date), "\(zone) at \(instant)")
            let shown = theirs.dateComponents(parts, from: date)
            #expect(ours.date(from: shown) == date, "\(zone) at \(instant)")
        }
    }

    @Test func clocksGoingForwardAndBack() throws {
        let berlin = LocalCalendar(timeZone: try #require(ZoneRules(identifier: "Europe/Berlin")))
        // 29 March 2026: 02:00 CET became 03:00 CEST, so 02:30 was never shown; read as 03:30 CEST (01:30 UTC).
        #expect(
            berlin.date(from: DateComponents(year: 2026, month: 3, day: 29, hour: 2, minute: 30))?.timeIntervalSince1970
                == 1_774_747_800)
        // 25 October 2026: 02:30 was shown twice; the first is 02:30 CEST (00:30 UTC).
        #expect(
            berlin.date(from: DateComponents(year: 2026, month: 10, day: 25, hour: 2, minute: 30))?
                .timeIntervalSince1970 == 1_792_888_200)
        // A day of 23 hours and one of 25.
        let march29 = try #require(berlin.date(from: DateComponents(year: 2026, month: 3, day: 29)))
        let march30 = try #require(berlin.date(byAdding: .day, value: 1, to: march29))
        #expect(march30.timeIntervalSince(march29) == 23 * 3600)
        #expect(berlin.days(from: march29, to: march30.addingTimeInterval(-1)) == 0)
        #expect(berlin.days(from: march29, to: march30) == 1)
    }

    static let worked: [(rule: String, instant: Int, offset: Int)] = [
        // rule, instant, offset: worked from the rule by hand.
        ("CET-1CEST,M3.5.0,M10.5.0/3", 1_774_745_999, 3600), ("CET-1CEST,M3.5.0,M10.5.0/3", 1_774_746_000, 7200),
        ("EST5EDT,M3.2.0,M11.1.0", 1_772_953_200, -14400), ("EST5EDT,M3.2.0,M11.1.0", 1_772_953_199, -18000),
        // Southern hemisphere: summer time spans New Year.
        ("AEST-10AEDT,M10.1.0,M4.1.0/3", 1_767_225_600, 39600), ("AEST-10AEDT,M10.1.0,M4.1.0/3", 1_782_864_000, 36000),
        ("<+0530>-5:30", 0, 19800), ("UTC0", 1_000_000_000, 0), ("JST-9", 0, 32400),
        // Julian days: J60 is 1 March in every year; 59 (counted from 0) is 1 March only in a leap year.
        ("XXX0YYY,J60/0,J300/0", 1_772_323_200, 3600), ("XXX0YYY,59/0,J300/0", 1_772_323_200 - 1, 0),
    ]

    @Test(arguments: worked)
    func rulesReadByHand(rule: String, instant: Int, offset: Int) throws {
        let zone = try #require(ZoneRules(rule: rule))
        #expect(zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(instant))) == offset)
    }

    @Test(arguments: [
        "", "CE", "CET", "CET-1CEST,M13.5.0,M10.5.0", "CET-1CEST,M3.5.0", "CET-999", "<+05", "EST5EDT,M3.2.0,M11.1.0,",
    ])
    func malformedRulesAreRefused(rule: String) {
        #expect(ZoneRules(rule: rule) == nil)
    }

    /// Without `TZ`, the zone's name is what follows `zoneinfo/` in where `/etc/localtime` links to.
    @Test(
        arguments: [
            ("/usr/share/zoneinfo/Europe/Moscow", "Europe/Moscow"), ("../usr/share/zoneinfo/UTC", "UTC"),
            ("/usr/share/zoneinfo/", ""), ("/zoneinfo/zoneinfo/Asia/Tokyo", "zoneinfo/Asia/Tokyo"),
            ("/etc/zoneinfo", nil), ("/usr/share/zoneinfo.d/Europe/Moscow", nil), ("", nil), ("zoneinfo", nil),
        ] as [(String, String?)])
    func theZoneIsNamedByWhereLocaltimeLinks(link: String, name: String?) {
        #expect(ZoneRules.zoneName(inLink: link) == name)
    }

    @Test func theMachinesZoneFollowsTZ() throws {
        #expect(ZoneRules.local(environment: ["TZ": "Europe/Berlin"]).identifier == "Europe/Berlin")
        #expect(ZoneRules.local(environment: ["TZ": ":Asia/Tokyo"]).identifier == "Asia/Tokyo")
        #expect(
            ZoneRules.local(environment: ["TZ": "JST-9"]).secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == 32400)
        #expect(ZoneRules.local(environment: ["TZ": ""]) == .utc)
        #expect(ZoneRules.local(environment: ["TZ": "Nowhere/Such_Place"]) == .utc)
        #expect(ZoneRules(identifier: "../../etc/passwd") == nil)
        #expect(ZoneRules(identifier: "Europe/../Europe/Berlin") == nil)
    }

    static let damaged: [(bytes: [UInt8], reason: String)] = {
        let magic: [UInt8] = Array("TZif2".utf8)
        let noKinds: [UInt8] = magic + [UInt8](repeating: 0, count: 39)
        let cutShort: [UInt8] = magic + [UInt8](repeating: 0, count: 27) + [0, 0, 0, 5, 0, 0, 0, 1, 0, 0, 0, 0]
        return [
            ([], "it is not a TZif zone file"), (noKinds, "it names no kind of time"), (cutShort, "it ends too soon"),
        ]
    }()

    @Test(arguments: damaged)
    func damagedZoneFilesAreRefused(bytes: [UInt8], reason: String) {
        #expect(throws: ZoneFileError(reason: reason)) { try ZoneRules(zoneFile: bytes, identifier: "test") }
    }
}
