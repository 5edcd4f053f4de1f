import ArgumentParser
import Core
import LiveStorage
import Storage

/// `sync keys [add KEY… | remove KEY|MACHINE…]`: who may read an encrypted remote.
struct SyncKeys: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "List, add or remove the public keys an encrypted remote is readable by.",
        discussion: """
            'sync keys' lists them and the machines that use each; 'sync keys add age1…' lets that key read the \
            remote (all of it, from the next sync: another machine then joins with 'sync clone REMOTE --identity \
            FILE'); 'sync keys remove age1…|MACHINE' makes what is pushed from then on unreadable to that key. What \
            was pushed before stays readable to it, in any copy of the remote it kept.
            """)

    @Argument(help: ArgumentHelp("add or remove (nothing: list the keys).", valueName: "action")) var action: String?
    @Argument(help: ArgumentHelp("Public keys (age1…), or machines' names to remove.", valueName: "key"))
    var keys: [String] = []

    init() {}

    func validate() throws {
        switch action {
        case nil: guard keys.isEmpty else { throw ValidationError("give add or remove before the keys") }
        case "add":
            guard !keys.isEmpty else { throw ValidationError("give the public keys to add (age1…)") }
            for key in keys where AgeRecipient(key) == nil {
                throw ValidationError("'\(ControlCharacters.visible(key))' is not a public key (age1…)")
            }
        case "remove": guard !keys.isEmpty else { throw ValidationError("give the keys or machines to remove") }
        default:
            let typed = ControlCharacters.visible(action ?? "")
            throw ValidationError("'\(typed)' is not add or remove")
        }
    }

    func run(in context: CommandContext) async throws {
        let sync = try SyncView.run(context)
        let words = context.messages
        guard let action else {
            for (key, machines) in try sync.sealedRecipients() {
                context.output.line(machines.isEmpty ? key : "\(key)  " + machines.joined(separator: ", "))
            }
            return
        }
        let report = try await sync.changeKeys(add: action == "add" ? keys : [], remove: action == "remove" ? keys : [])
        let count = sync.sealedKeys ?? 0
        context.output.line(
            words.tr("The remote is encrypted to %@ from now on.", words.trn("%d key", "%d keys", count)))
        context.output.line(SyncView.summary(report, words: words))
        for line in SyncView.notes(report, words: words) { context.output.line(line) }
    }
}
