import Foundation
import Testing

/// One bad value that arrives by sync spoils one record, not its month: the record is set aside with a warning saying
/// how to fix it, the rest of the month is listed and added to, and the record is kept as it came.
@Suite(.serialized)
struct SyncSetAsideTests {
    @Test func aCalorieOf1e308SetsAsideOneMealAndTheMonthStillWorks() throws {
        let (replicas, attacker) = try SyncHostileValueTests.start()
        try attacker.addOperations(
            [HostileLines.meal("huge1", name: "\"Huge\"", calories: "1e308")], document: "meals/2026-11.json")
        #expect(try replicas.run("laptop", ["sync"]).status == 0)
        let warning =
            "Warning: meals/2026-11.json: record 1 (id 'huge1') could not be read (1e+308 is out of range at calories); it is left out of sums and lists. Fix or remove it in the file.\n"
        let listed = try replicas.run("laptop", ["meal", "list", "2026-11-20"])
        #expect(listed.status == 0 && listed.out.contains("Cake") && !listed.out.contains("Huge"), "\(listed.out)")
        #expect(listed.err == warning)
        let added = try replicas.run("laptop", ["meal", "add", "Tea", "5", "--date", "2026-11-20", "--time", "10:00"])
        #expect(added.status == 0 && added.err == warning, "[\(added.err)]")
        let edited = try replicas.run("laptop", ["meal", "edit", "1", "--date", "2026-11-20", "--calories", "400"])
        #expect(edited.status == 0, "\(edited.err)")
        let file = replicas.data("laptop").appendingPathComponent("meals/2026-11.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(
            text.contains("\"calories\" : 1e+308") && text.contains("\"Tea\"") && text.contains("\"calories\" : 400"),
            "\(text)")
        #expect(try replicas.run("laptop", ["sync"]).status == 0)
        let russian = try replicas.run("laptop", ["meal", "list", "2026-11-20"], environment: ["LANG": "ru_RU.UTF-8"])
        #expect(
            russian.err
                == "Предупреждение: meals/2026-11.json: запись 1 (id 'huge1') не удалось прочитать (1e+308 вне допустимого диапазона в calories); запись не учитывается в суммах и списках. Исправьте или удалите запись в файле.\n"
        )
    }
}
