import Core

/// Why a visual practice did not start.
enum RelaxCommandError: UserFacingError, Equatable {
    /// Piped, or at a terminal that cannot draw (`TERM=dumb`).
    case needsTerminal
    /// `--cues` for a practice that does not breathe.
    case cuesWithoutBreath

    var message: String { message(in: .english) }

    func message(in words: Messages) -> String {
        switch self {
        case .needsTerminal:
            words.tr("relax draws moving pictures and needs a terminal: run it at one, not piped or with TERM=dumb")
        case .cuesWithoutBreath:
            words.tr("--cues sound the breath, so they go with 'relax mandala --breathe 4-6'")
        }
    }
}
