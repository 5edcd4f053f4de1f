import Storage

/// Reading every device's operations on one document as another machine's input: through no link,
/// no file larger than its bound, no line longer than its bound, and no operation dated more than a
/// day ahead of this machine's clock (it waits until then).
extension SyncReplica {
    /// Every device's operations on one document that may be folded in now, and what was left out.
    struct Gathered {
        /// The operations to fold.
        var operations: [SyncOperation] = []
        /// How many wait, dated too far ahead.
        var waiting = 0
        /// Operation logs not read, and why.
        var refused: [SkippedFile] = []
    }

    /// The operations on the document at `path` (with `keys`, only those on these records) read at
    /// `now` (milliseconds since 1970; `.max`: however they are dated).
    func gather(_ path: String, keys: Set<String>? = nil, now: Int64) -> Gathered {
        var gathered = Gathered()
        let horizon = SyncLimits.horizon(now)
        for device in devices() {
            switch log(of: device, for: path) {
            case .missing: continue
            case let .refused(file): gathered.refused.append(file)
            case let .bytes(bytes):
                for operation in SyncOperation.lines(
                    bytes, device: device, keys: keys, longest: SyncLimits.longestLine(for: path))
                {
                    if operation.time > horizon { gathered.waiting += 1 } else { gathered.operations.append(operation) }
                }
            }
        }
        return gathered
    }
}
