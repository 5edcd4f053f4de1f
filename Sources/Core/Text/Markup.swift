/// Text put inside HTML or XML (the report, a waybar tooltip, GPX, Anki's notes): one escaper for all of them.
public enum Markup {
    /// `text` with `&`, `<`, `>` and both quotes as entities; a line break as `lineBreak` and any other control
    /// character as `control` (both dropped by default, as markup cannot hold them).
    public static func escaped(_ text: String, lineBreak: String = "", control: String = "") -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\n": escaped += lineBreak
            default:
                if scalar.value >= 0x20, scalar.value != 0x7F, !(0x80...0x9F).contains(scalar.value) {
                    escaped.unicodeScalars.append(scalar)
                } else {
                    escaped += control
                }
            }
        }
        return escaped
    }
}
