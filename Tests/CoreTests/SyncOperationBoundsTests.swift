import Foundation
import Storage
import Testing

/// Operation lines another machine sent are read within bounds: a line longer than the bound is left
/// out without being parsed, and the lines around it keep their numbers.
struct SyncOperationBoundsTests {
    @Test(arguments: [10, 64, 1 << 16])
    func aLineLongerThanTheBoundIsLeftOut(longest: Int) {
        let short = #"{"k":"f:a","t":1,"v":1}"#
        let long = #"{"k":"f:b","t":2,"v":""# + String(repeating: "x", count: 100) + #""}"#
        let text = Data((short + "\n" + long + "\n" + short.replacingOccurrences(of: "f:a", with: "f:c") + "\n").utf8)
        let read = SyncOperation.lines(text, device: "d", longest: longest)
        let expected =
            longest < short.utf8.count ? [] : longest < long.utf8.count ? ["f:a", "f:c"] : ["f:a", "f:b", "f:c"]
        #expect(read.map(\.key) == expected)
        #expect(read.last?.line == (expected.isEmpty ? nil : 2))
    }

    @Test func extremeTimesReadWithoutTrapping() {
        let text = Data(
            (#"{"k":"f:a","t":9223372036854775807,"v":1}"# + "\n" + #"{"k":"f:a","t":-9223372036854775808,"v":2}"#
                + "\n").utf8)
        let read = SyncOperation.lines(text, device: "d")
        #expect(read.first?.time == Int64.max)
        #expect(RecordFold(read).winners["f:a"]?.value == .int(1))
    }
}
