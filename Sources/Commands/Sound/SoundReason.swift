import Core

/// Why there is no sound, in the person's language. The players (ALSA, a WAV file, none) say it in English
/// as they find it, below the layer that knows the language; this says their few shapes again in `words`'
/// language, and leaves anything else (the system's own error text) as it is.
enum SoundReason {
    static func text(_ reason: String, in words: Messages) -> String {
        guard words.language != .en else { return reason }
        switch reason {
        case "no sound device": return words.tr("no sound device")
        case "no sound: the system could not start the thread that plays it":
            return words.tr("no sound: the system could not start the thread that plays it")
        default: break
        }
        if let library = inside(reason, "no sound: ALSA's library (", ") is not installed") {
            return words.tr("no sound: ALSA's library (%@) is not installed", library)
        }
        if let device = inside(reason, "the sound device '", "' is busy") {
            return words.tr("the sound device '%@' is busy", device)
        }
        if let detail = inside(reason, "no sound device (", ")") {
            return words.tr("no sound device (%@)", detail)
        }
        if let rest = inside(reason, "cannot write the sound file '", ")"), let split = rest.ranges(of: "' (").last {
            let (path, why) = (String(rest[..<split.lowerBound]), String(rest[split.upperBound...]))
            let said = inside(why, "there is no folder '", "'").map { words.tr("there is no folder '%@'", $0) } ?? why
            return words.tr("cannot write the sound file '%@' (%@)", path, said)
        }
        return reason
    }

    /// What `text` holds between `prefix` and `suffix`, when it starts and ends with them.
    private static func inside(_ text: String, _ prefix: String, _ suffix: String) -> String? {
        guard text.hasPrefix(prefix), text.hasSuffix(suffix), text.count >= prefix.count + suffix.count else {
            return nil
        }
        return String(text.dropFirst(prefix.count).dropLast(suffix.count))
    }
}
