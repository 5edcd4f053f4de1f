import Core
import Storage

/// Reminders in an open shell: the rings missed while none was open, then each ring as it comes.
public enum ReminderWatch {
    /// What an interactive shell announces itself as, for as long as it is open.
    public static let shellRole = "shell"

    /// The longest the watch sleeps before reading the reminders again (another shell may add one).
    static let glance: Double = 15

    /// At a shell's start: announces the shell (so `remind fire` leaves rings to it) and returns the
    /// lines about rings missed while no shell was open, marking them shown.
    public static func start(_ context: CommandContext) -> [String] {
        context.store.announce(shellRole)
        do {
            return ReminderView.missed(try context.reminders.takeUnshown(through: context.now()), context)
        } catch {
            return [context.messages.tr("Note: reminders: %@", context.messages.describe(error))]
        }
    }

    /// Until cancelled: waits for the next ring (reading the reminders again at least every 15 s) and
    /// posts it. Rings come on the wall clock, so a machine waking from sleep posts what came meanwhile.
    /// `post` takes a line, whether the bell rings, and the bytes of a terminal notification to write before it;
    /// `environment` tells which one the terminal shows and whether tmux stands between.
    public static func watch(
        _ context: CommandContext, environment: [String: String],
        post: @escaping @Sendable (_ line: String, _ ringing: Bool, _ notice: String?) -> Void
    ) async {
        var checked = context.now()
        while !Task.isCancelled {
            let zone = context.calendar.timeZone
            let next = (try? context.reminders.all().nextRing(after: checked, in: zone))?.at
            let wait = min(max(next.map { $0.timeIntervalSince(context.now()) } ?? glance, 0), glance)
            do { try await context.clock.sleep(for: .milliseconds(Int64(wait * 1000) + 1)) } catch { return }
            let now = context.now()
            guard let rings = try? context.reminders.all().rings(after: checked, through: now, in: zone) else {
                continue
            }
            checked = now
            guard !rings.isEmpty else { continue }
            let lines =
                rings.count > 3 ? ReminderView.missed(rings, context) : rings.map { ReminderView.ring($0, context) }
            let way = context.settings.notifyChoice
            let notice = way.terminal ? terminalNotice(lines, count: rings.count, context, environment) : nil
            if way.desktop { _ = await RemindFire.notifyDesktop(lines, count: rings.count, context) }
            for (index, line) in lines.enumerated() {
                post(line, way == .bell, index == 0 ? notice : nil)
            }
            try? context.reminders.markShown(through: now)
        }
    }

    /// The terminal notification for `lines`: `coach reminder` and the first of them (the missed list's lines).
    static func terminalNotice(
        _ lines: [String], count: Int, _ context: CommandContext, _ environment: [String: String]
    ) -> String {
        let title = RemindFire.title(count, context.messages)
        let body = (count > 3 ? Array(lines.dropFirst()) : lines).map { $0.trimmed(\.isSpace) }.joined(separator: "; ")
        return ReminderNotice.bytes(
            title: title, body: body, as: ReminderNotice.sequence(environment: environment),
            inTmux: !(environment["TMUX"] ?? "").isEmpty)
    }
}
