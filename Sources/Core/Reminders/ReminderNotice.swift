import Storage

/// How a reminder reaches a person in an open shell, and the terminal notification it can ring as: an escape
/// sequence the terminal itself turns into a notification, so it reaches someone working over SSH with no desktop.
public enum ReminderNotice {
    /// `settings set notify …`: besides the line above the prompt, what else a ring does.
    public enum Way: String, CaseIterable, Sendable {
        /// The terminal's bell (the default).
        case bell
        /// A terminal notification (OSC 9 or OSC 777).
        case terminal
        /// A desktop notification (notify-send).
        case desktop
        /// A terminal and a desktop notification.
        case both

        /// Whether it sends a terminal notification.
        public var terminal: Bool { self == .terminal || self == .both }
        /// Whether it sends a desktop notification.
        public var desktop: Bool { self == .desktop || self == .both }
    }

    /// The two escapes terminals show as notifications.
    public enum Sequence: Sendable {
        /// `ESC ] 9 ; text BEL`: iTerm2, WezTerm, kitty, Ghostty, Windows Terminal.
        case osc9
        /// `ESC ] 777 ; notify ; title ; body BEL`: foot, urxvt and VTE terminals (GNOME Terminal, Tilix).
        case osc777
    }

    /// The longest title and body sent, in characters: a notification is a glance.
    public static let longest = 240

    /// The escape the terminal running coach shows: OSC 777 for foot, urxvt and VTE terminals (known by `TERM` and
    /// `VTE_VERSION`), OSC 9 for every other.
    public static func sequence(environment: [String: String]) -> Sequence {
        let term = environment["TERM"] ?? ""
        let vte = !(environment["VTE_VERSION"] ?? "").isEmpty
        return vte || term.hasPrefix("foot") || term.hasPrefix("rxvt") ? .osc777 : .osc9
    }

    /// The bytes of a notification with `title` and `body`, inside tmux (`$TMUX` set) wrapped for its passthrough
    /// (`ESC P tmux; … ESC \`, each ESC inside doubled). No control character of the text reaches the terminal: line
    /// breaks and tabs become spaces and the others are dropped; in OSC 777, where `;` ends a field, `;` becomes `,`.
    public static func bytes(title: String, body: String, as sequence: Sequence, inTmux: Bool) -> String {
        let escape = "\u{1B}"
        let inner: String
        switch sequence {
        case .osc9:
            inner = escape + "]9;" + clean(title + ": " + body, fields: false) + "\u{07}"
        case .osc777:
            inner = escape + "]777;notify;" + clean(title, fields: true) + ";" + clean(body, fields: true) + "\u{07}"
        }
        guard inTmux else { return inner }
        return escape + "Ptmux;" + inner.replacing(escape, with: escape + escape) + escape + "\\"
    }

    /// `text` on one line with no control character, `;` made `,` where it would end a field, at most `longest`.
    static func clean(_ text: String, fields: Bool) -> String {
        var kept = ""
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\t" || scalar == "\r" {
                if !kept.hasSuffix(" ") { kept += " " }
            } else if ControlCharacters.isControl(scalar) {
                continue
            } else if fields, scalar == ";" {
                kept += ","
            } else {
                kept.unicodeScalars.append(scalar)
            }
        }
        let trimmed = kept.trimmed(\.isSpace)
        return trimmed.count <= longest ? trimmed : String(trimmed.prefix(longest - 1)) + "…"
    }
}
