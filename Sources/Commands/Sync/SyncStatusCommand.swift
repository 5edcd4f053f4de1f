import ArgumentParser
import Core
import LiveStorage
import Storage

/// `sync status`: the remote, the last sync, what waits in each direction, and clashes.
struct SyncStatusCommand: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract:
            "Show the remote, the last sync, what waits to be sent and received, and records edited on two machines at once.",
        discussion: "It does not reach the remote: what waits to be received is what the last sync fetched.")

    @OptionGroup var format: OutputFormat
    @Flag(help: "Forget the clashes, skipped files and restored records listed so far (after you had a look).")
    var forgetClashes = false

    init() {}

    struct Shown: Encodable {
        var remote: String?, device: String, lastSync: Date?, auto: Bool
        var changedHere: [String], commitsToSend: Int, commitsToReceive: Int, machines: [String]
        var problem: String?, problemTime: Date?
        var clashes: [Clash]
        var skipped: [SkippedFile], waiting: Int, restored: Restored?
        var encrypted: Bool, encryptedTo: Int?
    }

    struct Restored: Encodable { var time: Date, files: Int }

    struct Clash: Encodable {
        var path: String, record: String, fields: [String], keptDevice: String, keptTime: Date, keptValue: String?
        var otherDevice: String, otherTime: Date, otherValue: String?
    }

    func run(in context: CommandContext) async throws {
        let sync = try SyncView.run(context)
        if forgetClashes {
            try await sync.forgetClashes()
            return context.output.line(context.messages.tr("The clashes listed so far are forgotten."))
        }
        let status = try await sync.status()
        let clashes = status.clashes.map {
            Clash(
                path: $0.path, record: $0.record, fields: $0.fields, keptDevice: $0.keptDevice,
                keptTime: SyncView.moment($0.keptTime),
                keptValue: $0.keptValue, otherDevice: $0.otherDevice, otherTime: SyncView.moment($0.otherTime),
                otherValue: $0.otherValue)
        }
        let shown = Shown(
            remote: status.remote, device: status.device, lastSync: status.lastSync.map(SyncView.moment),
            auto: status.auto,
            changedHere: status.changedHere, commitsToSend: status.toSend, commitsToReceive: status.toReceive,
            machines: status.devices, problem: status.problem, problemTime: status.problemTime.map(SyncView.moment),
            clashes: clashes, skipped: status.skipped, waiting: status.waiting,
            restored: status.restored.map { Restored(time: SyncView.moment($0.time), files: $0.files) },
            encrypted: status.encrypted != nil, encryptedTo: status.encrypted)
        try await format.show(shown, in: context) { text(shown, context) }
    }

    private func text(_ shown: Shown, _ context: CommandContext) {
        let (style, w) = (context.style, context.messages)
        let sending: [String] = [
            shown.changedHere.isEmpty
                ? nil : w.tr("%@ changed here", w.trn("%d document", "%d documents", shown.changedHere.count)),
            shown.commitsToSend == 0
                ? nil : w.tr("%@ not pushed", w.trn("%d commit", "%d commits", shown.commitsToSend)),
        ].compactMap { $0 }
        var rows: [[String]] = [
            [
                w.tr("remote"),
                shown.remote.map { ControlCharacters.visible($0) } ?? w.tr("none (add one with 'sync remote REMOTE')"),
            ]
        ]
        if let keys = shown.encryptedTo {
            let how = keys == 0 ? w.tr("with a passphrase") : w.tr("to %@", w.trn("%d key", "%d keys", keys))
            rows.append([w.tr("encrypted"), how])
        }
        rows += [
            [w.tr("this machine"), shown.device],
            [w.tr("last sync"), shown.lastSync.map { SyncView.time($0, context) } ?? w.tr("never")],
        ]
        if let problem = shown.problem {
            let when = shown.problemTime.map { SyncView.time($0, context) } ?? "?"
            rows.append([w.tr("last try"), w.tr("failed at %@: ", when) + ControlCharacters.visible(problem)])
        }
        let received = w.trn("%d commit", "%d commits", shown.commitsToReceive)
        rows += [
            [w.tr("to send"), sending.isEmpty ? w.tr("nothing") : sending.joined(separator: ", ")],
            [
                w.tr("to receive"),
                shown.commitsToReceive == 0
                    ? w.tr("nothing, as of the last sync") : w.tr("%@ fetched, not folded in yet", received),
            ],
            [w.tr("auto"), shown.auto ? w.tr("on (the shell syncs after each change)") : w.tr("off")],
            [w.tr("machines"), shown.machines.isEmpty ? w.tr("none yet") : shown.machines.joined(separator: ", ")],
        ]
        if shown.waiting > 0 {
            // Dated more than a day ahead of this machine's clock, they wait until then.
            let waiting = w.trn("%d change", "%d changes", shown.waiting)
            rows.append([w.tr("waiting"), w.tr("%@ dated over a day ahead (check the clocks)", waiting)])
        }
        if let restored = shown.restored {
            let files = w.trn("%d file", "%d files", restored.files)
            let when = SyncView.time(restored.time, context)
            rows.append([w.tr("own records"), w.tr("put back %@ the remote lost or changed, %@", files, when)])
        }
        for line in Table(gap: "  ").lines(rows.map { [style.dim($0[0]), $0[1]] }) { context.output.line(line) }
        skippedLines(shown.skipped, context)
        guard !shown.clashes.isEmpty else { return }
        context.output.line("")
        context.output.line(w.tr("Edited differently on two machines at once (the later edit was kept):"))
        for clash in shown.clashes {
            context.output.line(
                "  \(ControlCharacters.visible(clash.path)): \(ControlCharacters.visible(clash.record))")
            let what =
                clash.fields.isEmpty
                ? ""
                : clash.fields.map { ControlCharacters.visible(String($0.prefix(40))) }.joined(separator: ", ") + ": "
            let kept = Self.edit(clash.keptValue, clash.fields, words: w)
            let over = Self.edit(clash.otherValue, clash.fields, words: w)
            let (keptTime, otherTime) = (
                SyncView.time(clash.keptTime, context), SyncView.time(clash.otherTime, context)
            )
            context.output.line("    " + what + w.tr("kept %@'s %@ (%@)", clash.keptDevice, kept, keptTime))
            context.output.line("      " + w.tr("over %@'s %@ (%@)", clash.otherDevice, over, otherTime))
        }
        context.output.line(style.dim(w.tr("Forget them with 'sync status --forget-clashes'.")))
    }

    /// An edit in words: the values it gave the fields (`"Plum", 30`), the record it made
    /// (`edit: name "Plum", calories 30`), or that it deleted it.
    static func edit(_ value: String?, _ fields: [String], words language: Messages = .english) -> String {
        guard let value else { return language.tr("deletion") }
        guard let read = JSONValue.read(Data(value.utf8)) else { return language.tr("edit") }
        guard !fields.isEmpty, case let .object(object) = read else {
            guard case let .object(object) = read else { return language.tr("edit: ") + words(read) }
            let shown = object.keys.sorted().filter { $0 != "id" && $0 != "version" }
            return language.tr("edit: ")
                + shown.map { ControlCharacters.visible(String($0.prefix(40))) + " " + words(object[$0]!) }.joined(
                    separator: ", ")
        }
        return fields.map { object[$0].map(words) ?? language.tr("none") }.joined(separator: ", ")
    }

    /// One value as a person reads it: text in quotes, anything else as written, cut short.
    static func words(_ value: JSONValue) -> String {
        if case let .string(text) = value { return "\"" + ControlCharacters.visible(String(text.prefix(60))) + "\"" }
        return ControlCharacters.visible(String(value.canonical.prefix(60)))
    }

    /// The files left out, each on a line of its own.
    private func skippedLines(_ skipped: [SkippedFile], _ context: CommandContext) {
        guard !skipped.isEmpty else { return }
        context.output.line("")
        let w = context.messages
        context.output.line(w.tr("Left out (sent by another machine, not coach's records; the rest synced):"))
        for file in skipped {
            let reason = ControlCharacters.visible(w.translate(shown: file.reason))
            context.output.line("  " + w.tr("skipped: %@ (%@)", ControlCharacters.visible(file.path), reason))
        }
        context.output.line(
            context.style.dim(w.tr("Never read or written here; forget them with 'sync status --forget-clashes'.")))
    }
}
