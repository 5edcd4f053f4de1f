/// What Storage says is wrong inside a damaged file (`not valid JSON: invalid value at line 3, column 5`, `the field
/// "name" is missing at entries[2]`), in a person's language. Storage keeps no catalog, so its shapes are here.
enum StoredDetails {
    /// The details Storage and the documents' own decoding give, and the words a JSON syntax problem names.
    static let shapes = [
        Messages.mark("not valid JSON"), Messages.mark("not valid JSON: %@ at line %@, column %@"),
        Messages.mark("not valid JSON: unexpected end of the file"), Messages.mark("invalid value"),
        Messages.mark("invalid number"), Messages.mark("invalid escape"), Messages.mark("unterminated string"),
        Messages.mark("nested too deeply"), Messages.mark("unexpected text after the end"),
        Messages.mark("a control character in a string"), Messages.mark("a number too large"),
        Messages.mark("a number with a leading zero"), Messages.mark("expected ':'"),
        Messages.mark("it has no \"version\" field"), Messages.mark("the field \"%@\" is missing"),
        Messages.mark("expected text"), Messages.mark("expected a number"), Messages.mark("expected true or false"),
        Messages.mark("expected text, found null"), Messages.mark("expected a number, found null"),
        Messages.mark("expected true or false, found null"), Messages.mark("expected an object"),
        Messages.mark("expected an object, found null"),
        Messages.mark("expected a list"), Messages.mark("expected a list, found null"),
        Messages.mark("it has two \"places\" lists"), Messages.mark("no category '%@'"),
        Messages.mark("the key \"%@\" is given twice at line %@, column %@"), Messages.mark("not UTF-8 text"),
        Messages.mark("expected a whole number, found %@"), Messages.mark("%@ is out of range"),
        Messages.mark("'%@' is not a day like 2026-11-21"), Messages.mark("'%@' is not a time like 09:30"),
        Messages.mark("'%@' is not a time like 2026-11-21T08:12:00.000Z"),
        Messages.mark("'%@' is not a date like 2026-11-21T08:12:00.000Z"), Messages.mark("'%@' is not a domain"),
        Messages.mark("expected 1 to 6 days a week, found %@"),
        Messages.mark("expected a goal from %@ to %@, found %@"),
        Messages.mark("expected every 5 to 720 minutes within a window that ends after it starts"),
    ]

    /// The reasons the system gives most often when a file cannot be read or written (`strerror`'s words, lowered,
    /// and Storage's own); any other stays as the system said it.
    static let reasons = [
        Messages.mark("permission denied"), Messages.mark("no such file or directory"),
        Messages.mark("no space left on device"), Messages.mark("read-only file system"),
        Messages.mark("the disk is read-only"), Messages.mark("disk quota exceeded"), Messages.mark("is a directory"),
        Messages.mark("not a directory"), Messages.mark("file exists"),
        Messages.mark("a file with that name is in the way"), Messages.mark("too many levels of symbolic links"),
        Messages.mark("file name too long"), Messages.mark("input/output error"),
        Messages.mark("the name is not valid on this disk"), Messages.mark("it could not be read as a file"),
        Messages.mark("%@ is a file, not a folder"),
    ]

    /// `reason` (`permission denied`) in `words`' language when it is one of `reasons`.
    static func reason(_ reason: String, in words: Messages) -> String { said(reason, among: reasons, words) }

    /// `detail` in `words`' language: a place in the document it ends with (` at entries[2].time`) said apart. The
    /// values a shape holds (a key, a typed text) stay as they are, but for the words of a JSON syntax problem.
    static func said(_ detail: String, in words: Messages) -> String {
        guard words.language != .en else { return detail }
        if let at = detail.ranges(of: " at ").last {
            let place = detail[at.upperBound...]
            if !place.isEmpty, place.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "_.[]".contains($0)) }) {
                let body = String(detail[..<at.lowerBound])
                let said = said(body, among: shapes, words)
                if said != body { return words.tr("%@ at %@", said, String(place)) }
            }
        }
        return said(detail, among: shapes, words)
    }

    /// `text` in `words`' language when it takes one of `shapes`, its values kept; as it is otherwise.
    private static func said(_ text: String, among shapes: [String], _ words: Messages) -> String {
        for shape in shapes {
            if text == shape { return words.tr(shape) }
            guard shape.contains("%@"), var values = Messages.values(of: text, matching: shape) else { continue }
            if shape.hasPrefix("not valid JSON: ") { values[0] = words.tr(values[0]) }
            return words.tr(shape, values: values)
        }
        return text
    }
}
