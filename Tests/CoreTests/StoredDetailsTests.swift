import Testing

@testable import Core

/// What Storage and the system say about a file, said in Russian: the shapes in the catalog, their values kept.
struct StoredDetailsTests {
    static let russian = Messages(.ru)

    @Test(arguments: [
        ("permission denied", "нет доступа"),
        ("/tmp/x is a file, not a folder", "/tmp/x — файл, а не папка"),
        ("operation not supported by the moon", "operation not supported by the moon"),
    ])
    func aSystemReason(english: String, russian: String) {
        #expect(StoredDetails.reason(english, in: Self.russian) == russian)
        #expect(StoredDetails.reason(english, in: .english) == english)
    }

    @Test(arguments: [
        ("not valid JSON: invalid value at line 3, column 5", "не JSON: недопустимое значение в строке 3, столбец 5"),
        ("the field \"note\" is missing at entries[2]", "нет поля \"note\" в entries[2]"),
        ("'tomorrow' is not a day like 2026-11-21 at day", "'tomorrow' — не день вида 2026-11-21 в day"),
        ("expected text, found null at places[0].name", "ожидался текст, а стоит null в places[0].name"),
        ("something new at last", "something new at last"),
    ])
    func aDamagedFilesDetail(english: String, russian: String) {
        #expect(StoredDetails.said(english, in: Self.russian) == russian)
        #expect(StoredDetails.said(english, in: .english) == english)
    }
}
