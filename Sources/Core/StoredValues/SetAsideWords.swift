import Storage

extension MonthlyRecord {
    /// `record 3 (id 'a1') could not be read (expected a number at calories)`, with the fix, in every language.
    public static func setAside(_ record: SetAsideRecord) -> OutOfBounds {
        OutOfBounds.said { words in
            let detail = StoredDetails.said(record.detail, in: words)
            let problem =
                record.id.map {
                    words.tr(
                        "record %@ (id %@) could not be read (%@)", String(record.place + 1), StoredBound.quoted($0),
                        detail)
                } ?? words.tr("record %@ could not be read (%@)", String(record.place + 1), detail)
            return (problem, StoredBound.fixTheFile(words))
        } ?? OutOfBounds(problem: "", fix: "")
    }
}
