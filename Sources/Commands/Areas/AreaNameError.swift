import Core

/// An area named on the command line (`insights --area`, `export --area`, `goal AREA`) that coach does not have.
enum AreaNameError: UserFacingError, Equatable {
    /// Every case is about the words typed.
    var isUsageMistake: Bool { true }

    /// No area, chart or export of that name; carries the name as typed, the nearest area, and every area's chart.
    case unknown(String, suggestion: String?, areas: [String])
    /// No area that takes a goal of that name; carries the name as typed and the nearest that does.
    case noGoalArea(String, suggestion: String?)

    var message: String { message(in: .english) }

    func message(in words: Messages) -> String {
        switch self {
        case let .unknown(name, nil, areas):
            return words.tr(
                "there is no area '%@'; the areas are %@", ControlCharacters.visible(name),
                areas.joined(separator: ", "))
        case let .unknown(name, guess?, areas):
            return words.tr(
                "there is no area '%@'. Did you mean '%@'?; the areas are %@", ControlCharacters.visible(name), guess,
                areas.joined(separator: ", "))
        case let .noGoalArea(name, suggestion):
            let guess = suggestion.map { words.tr(" Did you mean '%@'?", $0) } ?? ""
            return words.tr("there is no area '%@'.", ControlCharacters.visible(name)) + guess
                + words.tr(
                    " A goal is set by its area: 'goal calories 1800', 'goal breathing 10m', 'goal study 10', 'goal checkin on' or a tracker's, 'goal water 8'"
                )
        }
    }
}
