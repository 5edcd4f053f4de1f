import Core

/// Why `formula search` or `formula list` was refused.
enum FormulaCommandError: UserFacingError, Equatable {
    /// `formula search` without a word to look for.
    case noSearchWords
    /// `formula list --topic` that starts no topic's name; carries it as typed, the category asked for, and the
    /// topics there are (in English, as the catalog names them).
    case unknownTopic(String, category: FormulaCategory?, topics: [String])

    var message: String { message(in: .english) }

    func message(in words: Messages) -> String {
        switch self {
        case .noSearchWords:
            return words.tr("search for at least one word, e.g. 'formula search kinetic energy'")
        case let .unknownTopic(topic, category, topics):
            let known = topics.map { words.translate($0, []) }.joined(separator: ", ")
            return category.map { words.tr("no topic '%@' in %@; topics: %@", topic, $0.rawValue, known) }
                ?? words.tr("no topic '%@'; topics: %@", topic, known)
        }
    }
}
