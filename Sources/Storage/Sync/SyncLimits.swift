/// The most sync takes from another machine. Typed input is bounded (a meal's name, a note), so a
/// record of a JSON document is small; a line longer than its bound can only be a bug or an attack,
/// and is left out. A file of an operation log bigger than its bound is not read at all; coach splits its
/// own logs into parts well below it (`LogParts`), and sends no line longer than its bound.
public enum SyncLimits {
    /// The longest operation line of a JSON document's record: 64 KiB.
    public static let jsonLine = 64 << 10
    /// The largest photo `meal add --photo` copies: 50 MiB.
    public static let largestPhoto = 50 << 20
    /// The longest operation line of a photo: its bytes in base64, and the operation's fields.
    public static let photoLine = (largestPhoto + 2) / 3 * 4 + (4 << 10)
    /// The largest operation log of a JSON document: 64 MiB (ten years of daily meals are a few MiB).
    public static let jsonFile = 64 << 20
    /// The largest operation log of a photo: a photo added, replaced and deleted (about 134 MiB).
    public static let photoFile = 2 * photoLine
    /// The largest part of a log coach writes (`LogParts`): a quarter of what a machine reads of a JSON document's
    /// log (git hosts warn about files over 50 MB, and git's output is read up to 32 MiB), and a photo's log whole.
    public static let jsonPart = jsonFile / 4
    /// How far ahead of this machine's clock another machine's change may be dated: a day. A later
    /// one waits until then, so a machine whose clock is years ahead cannot win every clash.
    public static let aheadMillis: Int64 = 86_400_000

    /// The longest line read from the operation log of the document at `path`.
    package static func longestLine(for path: String) -> Int { path.hasSuffix(".json") ? jsonLine : photoLine }

    /// The largest operation log read for the document at `path`.
    package static func largestFile(for path: String) -> Int { path.hasSuffix(".json") ? jsonFile : photoFile }

    /// The largest part of the log of the document at `path` coach writes.
    package static func part(for path: String) -> Int { path.hasSuffix(".json") ? jsonPart : photoFile }

    /// Why an operation log of `size` bytes for `path` is not read.
    package static func tooLarge(_ size: Int, for path: String) -> String {
        "\(mebibytes(size)) MiB, more than the \(mebibytes(largestFile(for: path))) MiB an operation log may hold; "
            + "it was not read. The machine that wrote it has a bug or was tampered with"
    }

    /// `size` bytes in MiB, rounded up.
    package static func mebibytes(_ size: Int) -> Int { (size + (1 << 20) - 1) >> 20 }

    /// The latest time, in milliseconds since 1970, an operation read at `now` may have to be folded in.
    package static func horizon(_ now: Int64) -> Int64 {
        let (sum, overflow) = now.addingReportingOverflow(aheadMillis)
        return overflow ? .max : sum
    }

    /// The time just after `time`, without overflowing.
    package static func after(_ time: Int64) -> Int64 { time == .max ? .max : time + 1 }
}
