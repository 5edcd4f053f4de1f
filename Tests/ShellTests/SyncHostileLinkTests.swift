import Foundation
import Testing

/// A remote that commits symbolic links never makes coach read or write outside the data directory,
/// and the meals keep syncing.
@Suite(.serialized)
struct SyncHostileLinkTests {
    /// Where the links point: a folder outside every data directory, holding an operation log coach must not read.
    static func decoy(_ replicas: SyncReplicas) throws -> URL {
        let decoy = replicas.coach.home.appendingPathComponent("decoy")
        try FileManager.default.createDirectory(
            at: decoy.appendingPathComponent("meals"), withIntermediateDirectories: true)
        let lines =
            (HostileLines.mealMonth + [HostileLines.meal("decoy1", name: "\"Decoy\"")]).joined(separator: "\n") + "\n"
        try Data(lines.utf8).write(to: decoy.appendingPathComponent("2026-11.json.jsonl"))
        try Data(lines.utf8).write(to: decoy.appendingPathComponent("meals/2026-11.json.jsonl"))
        return decoy
    }

    static func start() throws -> SyncReplicas {
        let replicas = try SyncReplicas(["laptop", "desktop"])
        #expect(
            try replicas.run("laptop", ["meal", "add", "Cake", "450", "--date", "2026-11-20", "--time", "08:00"]).status
                == 0)
        #expect(try replicas.run("laptop", ["sync", "init", replicas.remote.path, "--machine", "laptop"]).status == 0)
        return replicas
    }

    /// Two machines, the desktop cloned from the laptop (unless `cloned` is false), the decoy made,
    /// and the decoy's fingerprint before anything is synced.
    static func startWithDecoy(cloned: Bool = true) throws -> (replicas: SyncReplicas, decoy: URL, before: String) {
        let replicas = try start()
        let decoy = try decoy(replicas)
        let before = HostileLines.fingerprint(of: decoy)
        if cloned {
            #expect(
                try replicas.run("desktop", ["sync", "clone", replicas.remote.path, "--machine", "desktop"]).status == 0
            )
        }
        return (replicas, decoy, before)
    }

    /// Both machines end with both meals and no decoy, and the decoy folder is as it was.
    static func expectSynced(_ replicas: SyncReplicas, decoy: URL, before: String) throws {
        #expect(
            try replicas.run("desktop", ["meal", "add", "Tea", "5", "--date", "2026-11-20", "--time", "09:00"]).status
                == 0)
        for _ in 0..<2 {
            for name in ["desktop", "laptop"] {
                let synced = try replicas.run(name, ["sync"])
                #expect(synced.status == 0, "\(name): \(synced.err)")
            }
        }
        for name in replicas.names {
            let listed = try replicas.run(name, ["meal", "list", "2026-11-20"]).out
            #expect(
                listed.contains("Cake") && listed.contains("Tea") && !listed.contains("Decoy"), "\(name): \(listed)")
        }
        #expect(HostileLines.fingerprint(of: decoy) == before)
    }

    @Test func anotherMachinesFolderMadeALinkIsNotFollowed() throws {
        let (replicas, decoy, before) = try Self.startWithDecoy()
        try SyncAttacker(replicas).commit { folder in
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("ops/mallory"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("ops/mallory/meals").path, withDestinationPath: decoy.path)
        }
        try Self.expectSynced(replicas, decoy: decoy, before: before)
        // The desktop synced first: it skipped the link, and its merge left it out of the remote.
        let status = try replicas.run("desktop", ["sync", "status"]).out
        #expect(status.contains("skipped: ops/mallory/meals (a symbolic link"), "\(status)")
    }

    @Test func aCloneWhoseOpsFolderIsALinkWritesInsideItsDataDirectory() throws {
        let (replicas, decoy, before) = try Self.startWithDecoy(cloned: false)
        try SyncAttacker(replicas).commit { folder in
            try FileManager.default.removeItem(at: folder.appendingPathComponent("ops"))
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("ops").path, withDestinationPath: decoy.path)
        }
        let cloned = try replicas.run("desktop", ["sync", "clone", replicas.remote.path, "--machine", "desktop"])
        #expect(cloned.status == 0, "\(cloned.err)")
        try Self.expectSynced(replicas, decoy: decoy, before: before)
        let repository = replicas.data("desktop").appendingPathComponent(".sync/repo")
        #expect(
            (try? FileManager.default.destinationOfSymbolicLink(atPath: repository.appendingPathComponent("ops").path))
                == nil)
    }

    @Test func thisMachinesOwnFolderMadeALinkIsPutBack() throws {
        let (replicas, decoy, before) = try Self.startWithDecoy()
        try SyncAttacker(replicas).commit { folder in
            try FileManager.default.removeItem(at: folder.appendingPathComponent("ops/laptop/meals"))
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("ops/laptop/meals").path, withDestinationPath: decoy.path)
        }
        let synced = try replicas.run("laptop", ["sync"])
        #expect(synced.out.contains("The remote had removed or changed"), "\(synced.out)")
        #expect(
            try replicas.run("laptop", ["meal", "add", "Pie", "300", "--date", "2026-11-20", "--time", "10:00"]).status
                == 0)
        try Self.expectSynced(replicas, decoy: decoy, before: before)
        #expect(try replicas.run("desktop", ["meal", "list", "2026-11-20"]).out.contains("Pie"))
    }

    /// A link already on disk in this machine's folder (an earlier coach checked one out) is never
    /// written through: the change waits for the sync, which puts the folder back as git holds it.
    @Test func aLinkOnDiskInThisMachinesFolderIsPutBackNotFollowed() throws {
        let (replicas, decoy, before) = try Self.startWithDecoy()
        let meals = replicas.data("laptop").appendingPathComponent(".sync/repo/ops/laptop/meals")
        try FileManager.default.removeItem(at: meals)
        try FileManager.default.createSymbolicLink(atPath: meals.path, withDestinationPath: decoy.path)
        #expect(
            try replicas.run("laptop", ["meal", "add", "Pie", "300", "--date", "2026-11-20", "--time", "10:00"]).status
                == 0)
        try Self.expectSynced(replicas, decoy: decoy, before: before)
        #expect(try replicas.run("desktop", ["meal", "list", "2026-11-20"]).out.contains("Pie"))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: meals.path)) == nil)
    }
}
