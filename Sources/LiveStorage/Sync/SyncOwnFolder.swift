import Storage

/// This machine's own folder of operation logs in the replica's repository: only this machine writes
/// it, so what stands in it that is not a plain file or folder was put there by someone else.
extension SyncRun {
    /// Puts back, as HEAD holds them, the files of this device's folder that a link, device file or fifo
    /// took the place of (an earlier coach checked out what a remote sent as links): committed as they
    /// are, the links would delete this machine's records.
    func putBackOwnFolder(_ state: SyncState) async throws(SyncError) {
        let own = "ops/\(state.device)"
        for path in InsidePath.removeStrangers(in: ".sync/repo/" + own, from: 3, under: replica.data.path) {
            let inRepository = String(path.dropFirst(".sync/repo/".count))
            let restored = inRepository.hasPrefix(own + "/") ? inRepository : own
            _ = try await git.attempt(["checkout", "-q", "HEAD", "--", restored])
        }
    }
}
