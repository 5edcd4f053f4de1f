/// What this machine keeps about its replica, out of git: its device name, what each document was
/// when last synced, how far the documents are folded, and what the last sync found.
public struct SyncState: Codable, Equatable, Sendable {
    /// This machine's name in the replica: `laptop-3f9a`.
    public var device: String
    /// Fingerprints of the documents as the last sync left them, by path.
    public var fingerprints: [String: String] = [:]
    /// The documents' files as the last sync saw them (inode, size, change time): a file whose stamp
    /// is the same was not changed, and is not read to find out.
    public var stamps: [String: String] = [:]
    /// The data directory's folders as last looked into (their stamps move when a file is saved in them).
    public var folders: [String: String] = [:]
    /// The commit whose operations the documents hold.
    public var folded: String?
    /// When the last sync that reached the remote ended, milliseconds since 1970.
    public var lastSync: Int64?
    /// Documents that did not read when others' changes to them arrived: folded again at each sync.
    public var unfolded: Set<String> = []
    /// Why the last sync failed (a background one says it nowhere else), and when; nil after one that worked.
    public var problem: String?, problemTime: Int64?
    /// Whether the interactive shell syncs in the background after each change.
    public var auto = false
    /// Records edited on two machines at once, the later edit kept; newest last.
    public var clashes: [SyncClash] = []
    /// Clashes a person has looked at and forgotten, so a later fold does not list them again.
    public var forgotten: [SyncClash] = []
    /// Where this replica was made (or last renamed): a copy elsewhere must take a name of its own.
    public var place: SyncPlace?
    /// Files other machines sent that cannot be coach's records, left out (each named once).
    public var skipped: [SkippedFile] = []
    /// How many operations of each document wait, dated more than a day ahead of this machine's clock.
    public var waiting: [String: Int] = [:]
    /// The last time the remote had lost or changed this machine's own records, put back and sent again.
    public var restored: OwnRecordsRestored?

    /// A new replica's state, made at `place`.
    public init(device: String, place: SyncPlace? = nil) { (self.device, self.place) = (device, place) }

    enum CodingKeys: String, CodingKey {
        case device, fingerprints, stamps, folders, folded, lastSync, auto, clashes, forgotten, unfolded, problem,
            problemTime, place
        case skipped, waiting, restored
    }

    /// Reads a state written by this coach or an earlier one (a field it lacks takes its default).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        device = try container.decode(String.self, forKey: .device)
        fingerprints = try container.decodeIfPresent([String: String].self, forKey: .fingerprints) ?? [:]
        stamps = try container.decodeIfPresent([String: String].self, forKey: .stamps) ?? [:]
        folders = try container.decodeIfPresent([String: String].self, forKey: .folders) ?? [:]
        folded = try container.decodeIfPresent(String.self, forKey: .folded)
        lastSync = try container.decodeIfPresent(Int64.self, forKey: .lastSync)
        auto = try container.decodeIfPresent(Bool.self, forKey: .auto) ?? false
        clashes = try container.decodeIfPresent([SyncClash].self, forKey: .clashes) ?? []
        forgotten = try container.decodeIfPresent([SyncClash].self, forKey: .forgotten) ?? []
        unfolded = try container.decodeIfPresent(Set<String>.self, forKey: .unfolded) ?? []
        problem = try container.decodeIfPresent(String.self, forKey: .problem)
        problemTime = try container.decodeIfPresent(Int64.self, forKey: .problemTime)
        place = try container.decodeIfPresent(SyncPlace.self, forKey: .place)
        skipped = try container.decodeIfPresent([SkippedFile].self, forKey: .skipped) ?? []
        waiting = try container.decodeIfPresent([String: Int].self, forKey: .waiting) ?? [:]
        restored = try container.decodeIfPresent(OwnRecordsRestored.self, forKey: .restored)
    }
}

/// One record edited differently on two machines at once: which edit was kept and which was not.
public struct SyncClash: Codable, Equatable, Sendable {
    /// The document: `meals/2026-11.json`.
    public var path: String
    /// The record, in words: `the meal "Plum" of 2026-11-20`.
    public var record: String
    /// The fields both machines changed; empty when the record changed as a whole or was deleted.
    public var fields: [String] = []
    /// The device whose edit was kept, when it was made (milliseconds since 1970), and what it made
    /// the fields (the record, when `fields` is empty) as JSON; nil for a deletion.
    public var keptDevice: String, keptTime: Int64
    public var keptValue: String?
    /// The device whose edit was not kept, when, and what it was (nil for a deletion).
    public var otherDevice: String, otherTime: Int64
    /// The edit that was not kept, as JSON (nil: it deleted the record).
    public var otherValue: String?

    /// The most clashes remembered.
    public static let most = 50

    public init(
        path: String, record: String, fields: [String], keptDevice: String, keptTime: Int64, keptValue: String?,
        otherDevice: String, otherTime: Int64, otherValue: String?
    ) {
        (self.path, self.record, self.fields, self.keptDevice, self.keptTime, self.keptValue) = (
            path, record, fields, keptDevice, keptTime, keptValue
        )
        (self.otherDevice, self.otherTime, self.otherValue) = (otherDevice, otherTime, otherValue)
    }

    enum CodingKeys: String, CodingKey {
        case path, record, fields, keptDevice, keptTime, keptValue, otherDevice, otherTime, otherValue
    }

    /// Reads a clash noted by this coach or an earlier one (which kept no fields and no kept value).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        path = try container.decode(String.self, forKey: .path)
        record = try container.decode(String.self, forKey: .record)
        fields = try container.decodeIfPresent([String].self, forKey: .fields) ?? []
        keptDevice = try container.decode(String.self, forKey: .keptDevice)
        keptTime = try container.decode(Int64.self, forKey: .keptTime)
        keptValue = try container.decodeIfPresent(String.self, forKey: .keptValue)
        otherDevice = try container.decode(String.self, forKey: .otherDevice)
        otherTime = try container.decode(Int64.self, forKey: .otherTime)
        otherValue = try container.decodeIfPresent(String.self, forKey: .otherValue)
    }
}
