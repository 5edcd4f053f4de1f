import Foundation
import Testing

/// What coach writes outside the data directory lands where a person said, however the path is written:
/// relative to the folder coach runs in, with spaces and Cyrillic (the release build resolves paths with
/// FoundationEssentials alone, so this is checked there).
struct OutputPathsTests {
    @Test(arguments: [
        (["backup", "копия.json"], "Backed up ", "копия.json"),
        (["export", "--output", "выгрузка"], "Exported ", "выгрузка/meals.csv"),
        (["report", "--output", "отчёт за месяц.html"], "Wrote the report for ", "отчёт за месяц.html"),
    ])
    func aRelativePathIsTakenFromTheFolderCoachRunsIn(arguments: [String], said: String, made: String) throws {
        let coach = CoachProcess()
        #expect(try coach.run(["meal", "add", "Cake 450"]).status == 0)
        let folder = coach.home.appendingPathComponent("мои файлы/a b")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try coach.run(arguments, in: folder)
        #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
        #expect(result.out.hasPrefix(said) && result.out.contains(folder.path + "/" + arguments.last!), "\(result.out)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(made).path))
    }
}
