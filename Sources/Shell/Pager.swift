import Storage

/// The program long views go through at a terminal, chosen as git chooses: `$COACH_PAGER`, else `$PAGER`, else
/// `less`; `less` is told `FRX` (leave at once when the text fits, keep colours, leave the text on the screen) unless
/// `$LESS` says otherwise. An empty value or `cat` means no pager.
struct Pager: Equatable {
    /// The command line, run by `/bin/sh`.
    var command: String
    /// What is added to coach's environment for it.
    var environment: [String: String]

    init?(environment: [String: String]) {
        let chosen = environment["COACH_PAGER"] ?? environment["PAGER"] ?? "less"
        let command = chosen.trimmed()
        guard !command.isEmpty, command != "cat" else { return nil }
        self.command = command
        self.environment = environment["LESS"] == nil ? ["LESS": "FRX"] : [:]
        if environment["LV"] == nil { self.environment["LV"] = "-c" }
    }
}
