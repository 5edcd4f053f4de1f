import Core
import Foundation
import Testing

/// Every file coach creates is its owner's alone from its first byte, whatever the umask: watched
/// with strace as the shipped binary writes data, photos, a backup, exports, a report, sync state
/// and history under umask 000.
struct PrivateFilesTests {
    static let strace = "/usr/bin/strace"
    /// In CI a missing strace fails the test instead of skipping it.
    static let runs =
        FileManager.default.isExecutableFile(atPath: strace) || ProcessInfo.processInfo.environment["CI"] == "true"

    /// One system call that creates something, as strace wrote it.
    struct Creation: CustomStringConvertible {
        var path: String
        var mode: String
        var folder: Bool
        var line: String
        var description: String { line }
    }

    /// The O_CREAT opens and mkdirs in strace's per-process logs `prefix.PID`, leaving out the processes
    /// that became another program (git): their files are that program's.
    static func creations(logs folder: URL, prefix: String) throws -> [Creation] {
        var found: [Creation] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasPrefix(prefix + ".")
        {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let lines = text.split(separator: "\n").map(String.init)
            let programs = lines.filter { $0.hasPrefix("execve(") }
            if programs.contains(where: { !$0.hasPrefix("execve(\"\(CoachProcess.binary)\"") }) { continue }
            for line in lines {
                let open = line.hasPrefix("openat(") || line.hasPrefix("open(") || line.hasPrefix("creat(")
                let mkdir = line.hasPrefix("mkdir(") || line.hasPrefix("mkdirat(")
                guard (open && (line.contains("O_CREAT") || line.hasPrefix("creat("))) || mkdir else { continue }
                guard let start = line.firstIndex(of: "\""),
                    let end = line[line.index(after: start)...].firstIndex(of: "\"")
                else { continue }
                let path = String(line[line.index(after: start)..<end])
                let mode =
                    line.split(separator: ",").last.map {
                        String($0.split(separator: ")")[0]).trimmingCharacters(in: .whitespaces)
                    } ?? ""
                found.append(Creation(path: path, mode: mode, folder: mkdir, line: line))
            }
        }
        return found
    }

    /// Files and folders under `root` (not entering `skipping`): their permission bits, and whether each is a folder.
    static func modes(under root: URL, skipping: Set<String> = []) -> [String: (mode: mode_t, folder: Bool)] {
        var modes: [String: (mode: mode_t, folder: Bool)] = [:]
        let walker = FileManager.default.enumerator(atPath: root.path)
        while let path = walker?.nextObject() as? String {
            if skipping.contains(path) {
                walker?.skipDescendants()
                continue
            }
            var info = stat()
            if lstat(root.appendingPathComponent(path).path, &info) == 0 {
                modes[path] = (info.st_mode & 0o7777, info.st_mode & S_IFMT == S_IFDIR)
            }
        }
        return modes
    }

    @Test(.enabled(if: runs, "strace is not installed; scripts/ensure-deps.sh installs it"))
    func everyFileCoachCreatesIsPrivateFromItsFirstByteUnderUmask000() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.strace),
            "strace is not installed; scripts/ensure-deps.sh installs it")
        let coach = CoachProcess()
        let home = coach.home
        let photo = home.appendingPathComponent("lunch.jpg")
        try Data([0xFF, 0xD8] + Array(repeating: 0xFF, count: 4094)).write(to: photo)
        let places = home.appendingPathComponent("places.geojson")
        try Data(
            #"{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [45.18, 54.18]}, "properties": {"name": "Quiet Bench", "description": "By the pond"}}]}"#
                .utf8
        ).write(to: places)
        let remote = home.appendingPathComponent("remote.git")
        #expect(
            try coach.run(
                ["init", "-q", "--bare", remote.path], program: "/usr/bin/env", environment: [:], arguments: ["git"]
            ).status == 0)
        let logs = home.appendingPathComponent("strace")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        let script = """
            meal add 'Soup 120' --photo \(photo.path)
            checkin --mood 4 --energy 3 --note calm
            sights import \(places.path)
            sights search bench
            formula add 'Plain speed' 'v = d / t' --category physics
            formula search speed
            today
            backup \(home.path)/backup.json
            export --output \(home.path)/export/csv
            export --format json --output \(home.path)/export/json
            report --output \(home.path)/report.html
            sync init \(remote.path) --machine laptop
            history --clear

            """
        let traced = try coach.run(
            [
                "-c", "umask 000; exec \"$@\"", "sh", Self.strace, "-ff", "-qq", "-o",
                logs.appendingPathComponent("call").path,
                "-e", "trace=openat,open,creat,mkdir,mkdirat,execve", CoachProcess.binary, "--color", "never",
            ],
            input: script, program: "/bin/sh", in: home)
        #expect(traced.status == 0, "\(traced.err)")

        let created = try Self.creations(logs: logs, prefix: "call")
        let loose = created.filter { $0.mode != ($0.folder ? "0700" : "0600") }
        #expect(loose.isEmpty, "created without private permissions:\n\(loose.map(\.line).joined(separator: "\n"))")
        // The outside files went through a private temporary file, renamed into place.
        for name in ["backup.json", "csv/meals.csv", "json/meals.json", "report.html"] {
            let file = URL(fileURLWithPath: name).lastPathComponent
            #expect(
                created.contains { $0.path.contains("/." + file + ".coach-tmp-") },
                "\(name) was not written through a temporary file")
        }
        for folder in ["export", "export/csv", "export/json"] {
            #expect(created.contains { $0.folder && $0.path == home.appendingPathComponent(folder).path })
        }

        let data = Self.modes(under: coach.dataDirectory, skipping: [".sync/repo"])
        for path in [
            "meals/photos", ".sync/state.json", "sights/imported.json", "sights/details.tsv",
            "formulas/search-index.tsv",
        ] {
            #expect(data[path] != nil, "coach did not write \(path)")
        }
        let outside = Self.modes(under: home).filter { path, _ in
            ["backup.json", "report.html", "history"].contains(path) || path.hasPrefix("export")
        }
        let exported = ["breathing", "meals", "mood", "sights", "study"].flatMap {
            ["export/csv/\($0).csv", "export/json/\($0).json"]
        }
        #expect(
            outside.keys.sorted()
                == (["backup.json", "export", "export/csv", "export/json", "history", "report.html"] + exported)
                .sorted())
        for (path, found) in data.merging(outside, uniquingKeysWith: { $1 }) {
            #expect(found.mode == (found.folder ? 0o700 : 0o600), "\(path) is \(String(found.mode, radix: 8))")
        }
    }

    /// `backup` killed at any moment leaves at most a private temporary file, and the next backup into
    /// that folder removes it.
    @Test func aKilledBackupLeavesNothingReadableAndTheNextBackupTidiesUp() throws {
        let coach = CoachProcess()
        let photos = coach.dataDirectory.appendingPathComponent("meals/photos")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        var generator = SeededRandom(seed: 27)
        for index in 0..<24 {
            let bytes = (0..<(1 << 17)).map { _ in generator.next() }
            try bytes.withUnsafeBytes {
                try Data($0).write(to: photos.appendingPathComponent("2026-11-21-0812-photo-\(index).jpg"))
            }
        }
        let folder = coach.home.appendingPathComponent("backups")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let backup = folder.appendingPathComponent("coach-backup.json")
        func others() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
                $0 != backup.lastPathComponent
            }.sorted()
        }
        var caught = 0
        for attempt in 0..<12 {
            let process = coach.start(["backup", "--force", backup.path], input: "", tag: "\(attempt)")
            if attempt < 6 {
                usleep(UInt32(5_000 + attempt * 25_000))
            } else {
                // Waits for the temporary file to appear, then kills coach while it is being written.
                let deadline = Date().addingTimeInterval(10)
                let own = ".coach-tmp-\(process.processIdentifier)-"
                while process.isRunning, !others().contains(where: { $0.contains(own) }), Date() < deadline {
                    usleep(200)
                }
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let left = others()
            for name in left {
                #expect(name.hasPrefix(".coach-backup.json.coach-tmp-"), "a killed backup left \(name)")
                var info = stat()
                #expect(
                    lstat(folder.appendingPathComponent(name).path, &info) == 0 && info.st_mode & 0o077 == 0,
                    "\(name) can be read by others: \(String(info.st_mode & 0o777, radix: 8))")
            }
            if left.contains(where: { $0.contains(".coach-tmp-\(process.processIdentifier)-") }) { caught += 1 }
        }
        #expect(caught > 0, "no kill caught a backup while it wrote; the test proves nothing")
        let last = try coach.run(["backup", "--force", backup.path])
        #expect(last.status == 0, "\(last.err)")
        #expect(last.out.hasPrefix("Backed up 24 files ("))
        #expect(others() == [])
    }
}
