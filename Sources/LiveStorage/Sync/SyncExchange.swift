import Storage

/// Sending this machine's commits to the remote and taking the others': machines that send at once take turns.
extension SyncRun {
    /// Fetches, folds in and pushes, until the push is taken. A push refused because another machine pushed
    /// first, or was pushing (its lock on the branch), is tried again after folding that in, a little later each
    /// time, for as long as the remote moves on between tries (however many machines send at once), up to
    /// `patience`; refused `attempts` times while the remote stood still, it stops (a lock a stopped push left in a
    /// folder is removed on the way).
    func exchange(with remote: String, _ report: inout SyncReport) async throws(SyncError) {
        let clock = ContinuousClock()
        let deadline = clock.now + Self.patience
        var (standing, before): (Int, String?) = (0, nil)
        for attempt in 1... {
            try await fetchRemote(remote)
            let theirs = try await git.commit("origin/main")
            // Refused while no other machine's push was taken: a lock that stands, not machines taking turns.
            if attempt > 1, theirs == before { standing += 1 }
            before = theirs
            try await integrate(&report, fetched: true)
            let head = try await git.commit("HEAD")
            if head == nil || head == theirs { break }
            try await checkOwnLogs(in: head!)
            report.removedLocks += RemoteLock.removeStale(in: remote)
            let push = try await pushRemote(head!, device: try replica.state().device)
            if push.status == 0 { break }
            guard Self.isRefused(push), standing + 1 < Self.attempts, clock.now < deadline else {
                if let lock = RemoteLock.found(in: remote).first { throw .remoteLocked(lock) }
                throw .git(step: "send the changes to '\(remote)'", said: Self.reason(push))
            }
            try? await Task.sleep(for: Self.pause(after: attempt))
        }
    }

    /// Whether git refused a push because the remote's branch moved on, or was being moved, meanwhile.
    static func isRefused(_ push: ToolRun) -> Bool {
        ["rejected", "fetch first", "non-fast-forward", "cannot lock ref", "failed to lock"].contains {
            push.errors.contains($0)
        }
    }

    /// What git said of a failed push, without its first line, which names the remote ("To host:coach.git").
    static func reason(_ push: ToolRun) -> String {
        push.said.split(separator: "\n").filter { !$0.hasPrefix("To ") }.joined(separator: "\n")
    }

    /// How long to wait before the next push: about 0.2, 0.4, 0.8, 1.6, then 2 s, drawn at random, so machines
    /// that collided do not collide again.
    static func pause(after attempt: Int) -> Duration {
        let most = min(100 << min(attempt, 5), 2_000)
        return .milliseconds(most / 2 + Int.random(in: 0..<most / 2))
    }
}
