import Core
import Storage
import Testing

/// A month's text (`2026-11`, what its file is named) is written into its bytes for the usual years: it must be
/// what the plain words give, for those years and every other.
struct LogMonthTextTests {
    @Test func aMonthIsNamedAsItsYearAndTwoDigitMonthSay() {
        for year in [0, 7, 999, 1000, 1970, 2026, 9999, 10000, 12345, -4] {
            for month in 0...13 {
                let plain = "\(year)-\(month < 10 ? "0" : "")\(month)"
                #expect(LogMonth(year: year, month: month).text == plain)
                #expect(MonthLog<CheckInStub>.path(of: LogMonth(year: year, month: month)) == "stubs/\(plain).json")
            }
        }
    }

    struct CheckInStub: MonthlyRecord {
        static let folder = "stubs", listKey = "stubs", currentVersion = 1
        var unknownFields = UnknownFields()
        mutating func fields(_ fields: inout some RecordFields) throws {}
        func outOfBounds() -> OutOfBounds? { nil }
    }
}
