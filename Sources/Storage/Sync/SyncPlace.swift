/// Where a replica lives: the computer (its machine id) and the data directory (its path and
/// inode). A data directory copied with rsync, `cp -a` or a disk image carries its replica's name
/// along but not its place, so two replicas with one name, which would undo each other's changes,
/// are found before either syncs.
public struct SyncPlace: Codable, Equatable, Sendable {
    /// The computer: `/etc/machine-id`, else its host name.
    public var machine: String
    /// The data directory's path and inode.
    public var folder: String, inode: UInt64

    package init(machine: String, folder: String, inode: UInt64) {
        (self.machine, self.folder, self.inode) = (machine, folder, inode)
    }

    /// Whether a replica here is a copy of one recorded at `recorded`: made on another computer, or
    /// in another folder that is not the same folder moved (a move keeps its inode; a copy does not).
    package func isCopy(of recorded: SyncPlace) -> Bool {
        machine != recorded.machine || (folder != recorded.folder && inode != recorded.inode)
    }
}
