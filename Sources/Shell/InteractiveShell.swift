import Commands
import Core
import Storage

/// The interactive loop: welcome on the first run ever, a prompt carrying the stopwatch, history and completion.
struct InteractiveShell {
    let session: Session

    func run() async -> Int32 {
        let context = session.context
        guard let editor = LineEditor(notifications: session.notifications, style: context.style) else {
            let message = context.messages.tr(
                "the shell edits lines with libedit, which this machine lacks (on Debian or Ubuntu: sudo apt install libedit2). Commands given to coach itself, or piped in, work without it."
            )
            LineRunner.report(message, context: context, where: "")
            return LineRunner.Status.failed
        }
        welcomeOnFirstRun(context)
        context.output.line(context.style.dim(TodayCommand.glance(context)))
        for line in ReminderWatch.start(context) + TimerCommand.endedWhileClosed(context) { context.output.line(line) }
        let notifications = session.notifications
        let environment = ProcessInfo.processInfo.environment
        let reminders = Task {
            await ReminderWatch.watch(context, environment: environment) {
                notifications.post($0, ringing: $1, terminal: $2)
            }
        }
        // Countdowns started in another shell ring here too.
        let timers = Task {
            while !Task.isCancelled {
                context.timers.adoptStored()
                try? await Task.sleep(for: .seconds(2))
            }
        }
        defer {
            reminders.cancel()
            timers.cancel()
        }
        for line in session.historyLines() { editor.remember(line) }
        editor.prompt = { Self.prompt(context) }
        // The plain display redraws nothing: the prompt is the same each time, without the running stopwatch.
        // Without a running stopwatch it looks each second, so one started in another shell shows within a second.
        editor.promptChangesIn = { context.plain ? nil : Self.untilNextSecond(context) ?? .seconds(1) }
        editor.complete = { line in
            Completion.complete(
                line, root: CompletionShapes.shell,
                dynamic: { key, words in CompletionShapes.dynamicValues(key, words: words, context: context) },
                paths: FilePaths.matching)
        }
        while session.exitStatus == nil {
            showNotifications()
            switch editor.readLine() {
            case .interrupted:
                context.output.write("\n")
            case .endOfInput:
                context.output.write("\n")
                guard await TimerCommand.confirmLeaving(context) else { continue }
                return finish(context, status: 0)
            case let .line(line):
                editor.remember(line)
                session.remember(line)
                _ = await LineRunner.run(line: line, context: context)
                await BackgroundSync.afterLine(context)
                if session.exitStatus != nil, await !TimerCommand.confirmLeaving(context) { session.cancelExit() }
            }
        }
        return finish(context, status: session.exitStatus ?? 0)
    }

    private func showNotifications() {
        for notice in session.notifications.drain() {
            if notice.ringing { session.context.output.control(.bell) }
            session.context.output.line(notice.text)
        }
    }

    /// Leaving keeps the countdowns: another shell rings them, or the next one says when they ended.
    private func finish(_ context: CommandContext, status: Int32) -> Int32 {
        let running = context.timers.list().filter { !$0.timer.waited }.count
        if running > 0 {
            let words = context.messages
            context.output.line(
                words.tr("Note: ")
                    + words.trn(
                        "%d timer keeps counting; the next coach shell says when it ended.",
                        "%d timers keep counting; the next coach shell says when they ended.", running))
        }
        return status
    }

    /// `coach> `, or `coach 00:03:12> ` while the stopwatch runs and is shown.
    static func prompt(_ context: CommandContext) -> String {
        if context.plain { return "coach> " }
        return shownElapsed(context).map { "coach \(DurationFormat.clock($0))> " } ?? "coach> "
    }

    /// How long until the prompt's stopwatch ticks over to the next second.
    static func untilNextSecond(_ context: CommandContext) -> Duration? {
        guard let elapsed = shownElapsed(context) else { return nil }
        return .milliseconds(Int64(((elapsed.rounded(.down) + 1 - elapsed) * 1000).rounded(.up)))
    }

    /// The stopwatch's time when it runs and is shown in the prompt (read fresh: another shell may start it).
    private static func shownElapsed(_ context: CommandContext) -> Double? {
        guard let watch = try? context.store.load(Stopwatch.self), watch.isRunning, !watch.hidden else { return nil }
        return watch.elapsed(at: context.now())
    }

    private func welcomeOnFirstRun(_ context: CommandContext) {
        do {
            let firstRun = try context.store.update(ShellState.self) { state -> Bool in
                defer { state.welcomed = true }
                return !state.welcomed
            }
            if firstRun {
                context.output.write(
                    Self.welcome(context.style, dataDirectory: session.locations.dataDirectory.path, context.messages))
            }
        } catch {
            context.output.errorLine(context.messages.tr("Note: ") + context.messages.describe(error))
        }
    }

    static func welcome(_ style: Style, dataDirectory: String, _ words: Messages = .english) -> String {
        let commands = [
            ("checkin", words.tr("say how you are, then do what is left of your day")),
            ("today", words.tr("the day on one screen: goals, streaks, what is left")),
            ("goal breathing 10m", words.tr("a daily goal (also study, calories, checkin)")),
            ("help", words.tr("every command, grouped by area")),
        ]
        let help = [
            words.tr("Tab completes, Up and Ctrl-R recall earlier lines, Ctrl-C clears the line."),
            words.tr("Your data is kept in %@. 'exit' or Ctrl-D leaves.", dataDirectory), "",
        ]
        if style.plain {
            // Each line alone says what it is: the command named first.
            let said: [String] = commands.map { words.tr("Command %@: %@.", $0.0, $0.1) }
            let title = words.tr("Welcome to coach") + words.tr(", a calm place for a daily check-in.")
            // The keys named in words: Russian's usual line draws an arrow for Up.
            let keys = words.tr(
                "Keys: Tab completes, the Up arrow and Ctrl-R recall earlier lines, Ctrl-C clears the line.")
            return ([title] + said + [keys] + help.dropFirst()).joined(separator: "\n")
        }
        let width = commands.map { $0.0.count }.max() ?? 0
        let listed: [String] = commands.map {
            "  " + style.cyan($0.0) + String(repeating: " ", count: width - $0.0.count + 2) + $0.1
        }
        let lines =
            [style.bold(words.tr("Welcome to coach")) + words.tr(", a calm place for a daily check-in."), ""] + listed
            + [""] + help
        return lines.joined(separator: "\n")
    }
}
