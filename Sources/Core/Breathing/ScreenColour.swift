import Storage

/// A colour a person picks by name for the breathing screen: the circle's (`settings set circle-color teal`,
/// `breathe --circle-color teal`) or the background's. Names are English or Russian (`бирюзовый`); the
/// setting keeps the English one.
public enum ScreenColour: String, CaseIterable, Sendable {
    case black, white, grey, red, orange, yellow, green, teal, cyan, blue, purple, pink

    /// Its colour among xterm's 256 (`ESC [ 38 ; 5 ; n m`), which every terminal coach draws in understands.
    public var paletteIndex: Int {
        switch self {
        case .black: 16
        case .white: 231
        case .grey: 245
        case .red: 196
        case .orange: 208
        case .yellow: 226
        case .green: 34
        case .teal: 30
        case .cyan: 51
        case .blue: 33
        case .purple: 93
        case .pink: 205
        }
    }

    /// The Russian names it is also known by (with ё and without).
    public var russianNames: [String] {
        switch self {
        case .black: ["чёрный", "черный"]
        case .white: ["белый"]
        case .grey: ["серый"]
        case .red: ["красный"]
        case .orange: ["оранжевый"]
        case .yellow: ["жёлтый", "желтый"]
        case .green: ["зелёный", "зеленый"]
        case .teal: ["бирюзовый"]
        case .cyan: ["голубой"]
        case .blue: ["синий"]
        case .purple: ["фиолетовый"]
        case .pink: ["розовый"]
        }
    }

    /// The colour `word` names, any case, in English (`gray` too) or Russian; nil for none.
    public init?(named word: String) {
        let word = word.trimmed(\.isSpace).lowercased()
        if word == "gray" {
            self = .grey
            return
        }
        guard let found = Self.allCases.first(where: { $0.rawValue == word || $0.russianNames.contains(word) })
        else { return nil }
        self = found
    }

    /// The colour `word` names; refused with the choices when it names none.
    public static func read(_ word: String, for option: String) throws(ScreenColourError) -> ScreenColour {
        guard let colour = ScreenColour(named: word) else { throw .unknown(word, option: option) }
        return colour
    }

    /// `black, white, grey, …`: every name, for messages and completion.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// Why a colour was refused.
public enum ScreenColourError: UserFacingError, Equatable {
    public var isUsageMistake: Bool { true }

    /// `word` names no colour; `option` is where it was given (`--circle-color`, `circle-color`).
    case unknown(String, option: String)

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        switch self {
        case let .unknown(word, option):
            words.tr(
                "'%@' is not a colour for %@; choose one of %@ (Russian names work too, e.g. 'бирюзовый')",
                ControlCharacters.visible(word), option, ScreenColour.names)
        }
    }
}
