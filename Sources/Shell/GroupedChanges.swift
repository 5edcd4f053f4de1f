import Commands
import Core
import Storage

/// A piped run of `meal add` lines saved together (`Store.openGroup`): one locked update and one
/// durable write per file for up to `most` lines, their output held until the changes are on disk.
/// The group closes before any other line runs and before coach waits for more input, so nothing
/// is held while a person could be watching. Used by the session's loop and its input hook, which
/// run one at a time.
final class GroupedChanges: @unchecked Sendable {
    /// The most lines saved together.
    static let most = 500

    private let context: CommandContext
    private var lines: ClosedRange<Int>?
    /// Whether a group could not be saved (its lines then count as failed).
    private(set) var failed = false

    init(context: CommandContext) { self.context = context }

    var isFull: Bool { (lines?.count ?? 0) >= Self.most }

    /// Adds line `number` to the open group, opening one first; a store that cannot be locked now
    /// leaves the line to run on its own (and say why it cannot save).
    func join(line number: Int) {
        if let lines {
            self.lines = lines.lowerBound...number
            return
        }
        context.output.flush()
        guard (try? context.store.openGroup()) != nil else { return }
        context.output.fence()
        lines = number...number
    }

    /// Saves the open group and shows its lines' output, or says that none of it was saved.
    func close() {
        guard let lines else { return }
        self.lines = nil
        do {
            try context.store.closeGroup()
            context.output.release(discarding: false)
        } catch {
            context.output.release(discarding: true)
            failed = true
            let words = context.messages
            let (first, last, reason) = (String(lines.lowerBound), String(lines.upperBound), words.describe(error))
            let message =
                lines.count == 1
                ? words.tr("line %@ was not saved, and nothing they changed was written: %@", first, reason)
                : words.tr("lines %@–%@ were not saved, and nothing they changed was written: %@", first, last, reason)
            LineRunner.report(message, context: context, where: "")
        }
    }
}
