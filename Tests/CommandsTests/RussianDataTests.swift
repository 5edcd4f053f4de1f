import Core
import Foundation
import Storage
import Testing

@testable import Commands

/// Backup, restore, export, the report and sync speak Russian; their data (CSV keys, JSON) stays English.
struct RussianDataTests {
    static func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("coach-ru-\(UUID())-\(name)").path
    }

    @Test func backupAndRestoreInRussian() async {
        let source = Harness(.files, locale: .ru)
        let copy = Harness(.files, locale: .ru)
        #expect(await source.run("meal add Apple 52").status == 0)
        let file = Self.temporary("backup.json")
        let backup = await source.run("backup \(file)")
        #expect(backup.out.hasPrefix("Сохранено 2 файла ("), "\(backup)")
        #expect(backup.out.hasSuffix(" байт) из \(source.context.dataDirectory) в \(file).\n"))
        #expect(
            await source.run("backup \(file)").err
                == "Ошибка: '\(file)' уже существует; добавьте --force, чтобы перезаписать\n")
        let restored = await copy.run("restore \(file)").out
        #expect(
            restored
                == "Копия \(file) восстановлена в \(copy.context.dataDirectory): добавлено 2, уже было 0, 0 конфликтов.\n"
        )
        #expect(await copy.run("restore \(file)").out.hasSuffix(": добавлено 0, уже было 2, 0 конфликтов.\n"))
        let missing = await copy.run("restore /nowhere/b.json")
        #expect(missing.err == "Ошибка: не удалось прочитать '/nowhere/b.json': нет такого файла\n")
    }

    @Test func aDamagedBackupIsToldInRussian() {
        let error = BackupError.notABackup("b.json", "it has no \"files\" list")
        #expect(
            error.message(in: Messages(.ru))
                == "'b.json' — не резервная копия coach (в ней нет списка \"files\"); ничего не восстановлено")
        #expect(error.message == "'b.json' is not a coach backup (it has no \"files\" list); nothing was restored")
    }

    @Test func exportInRussianKeepsItsColumnKeys() async {
        let coach = Harness(.files, locale: .ru)
        #expect(await coach.run("meal add Apple 52").status == 0)
        let folder = Self.temporary("export")
        let shown = await coach.run("export --area meals --output \(folder)")
        #expect(shown.out == "Выгружено 1 запись в \(folder): meals.csv (1).\n")
        let csv = await coach.run("export --area meals --output -").out
        #expect(
            csv.hasPrefix("id,time,date,name,calories,quantity,total,photo\r\n")
                || csv.hasPrefix("id,time,date,name,calories,quantity,total,photo\n"), "\(csv)")
        let wrong = await coach.run("export --from 2026-12-01 --to 2026-01-01")
        #expect(wrong.err == "Ошибка: --from 2026-12-01 позже --to 2026-01-01; сначала укажите более ранний день\n")
    }

    @Test func theReportIsInRussian() async throws {
        let coach = Harness(.files, locale: .ru)
        #expect(await coach.run("meal add Apple 52").status == 0)
        let file = Self.temporary("report.html")
        let shown = await coach.run("report --output \(file)")
        #expect(shown.out == "Отчёт с 2026-11-01 по 2026-11-21 записан в \(file).\n", "\(shown)")
        let page = try String(contentsOfFile: file, encoding: .utf8)
        for text in [
            "<html lang=\"ru\">", "<title>coach · Ноябрь 2026</title>", "<p>С 2026-11-01 по 2026-11-21 · данные из",
            "<h2>По дням</h2>", "<h2>Настроение рядом с каждой практикой</h2>", "<th>День</th>",
        ] {
            #expect(page.contains(text), "the report does not hold \(text)")
        }
        #expect(!page.contains("Day by day") && !page.contains("lang=\"en\""))
    }

    @Test func syncAndStorageErrorsInRussian() async {
        let coach = Harness(.files, locale: .ru)
        let status = await coach.run("sync status")
        #expect(
            status.err.hasPrefix(
                "Ошибка: \(coach.context.dataDirectory) пока не синхронизируется; начните с 'sync init"))
        let words = Messages(.ru)
        #expect(
            SyncError.busy.message(in: words)
                == "уже идёт другая синхронизация этого каталога данных; попробуйте чуть позже")
        #expect(
            SyncError.git(step: "send the changes to 'usb'", said: "fatal: refused.\n").message(in: words)
                == "git не удалось отправить изменения в 'usb': refused. Ваши документы не изменены; запустите 'sync' снова"
        )
        #expect(
            StoreError.readOnly(path: "/d/goals.json").message(in: words)
                == "/d/goals.json только для чтения, поэтому coach оставил его как есть; разрешите запись (chmod u+w '/d/goals.json'), чтобы coach мог его менять."
        )
        #expect(
            words.describe(StoreError.cannotLock(path: "/d", reason: "EACCES"))
                == "не удалось заблокировать /d: EACCES. Проверьте права на каталог данных.")
        #expect(SyncError.age(300, words: words) == "5 мин" && SyncError.age(200_000, words: words) == "2 дня")
    }
}
