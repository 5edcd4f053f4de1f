import Storage

/// What a person asked to hear, checked: `ocean`, `rain` or `off`, and a volume from 0 to 100.
public enum SoundChoice {
    /// The volume when none is given.
    public static let defaultVolume = 50

    /// The ambience `word` names; nil for `off` (also `none`, `silence`).
    public static func ambience(_ word: String) throws(SoundInputError) -> AmbienceKind? {
        let word = word.trimmed(\.isSpace).lowercased()
        if ["off", "none", "silence"].contains(word) { return nil }
        guard let kind = AmbienceKind(rawValue: word) else { throw .notASound(word) }
        return kind
    }

    /// The volumes there are.
    public static let volumes = 0...100

    /// `volume` checked: 0 to 100.
    public static func volume(_ volume: Int) throws(SoundInputError) -> Int {
        guard volumes.contains(volume) else { throw .volume(volume) }
        return volume
    }
}

/// Why a sound or a volume was refused.
public enum SoundInputError: UserFacingError, Equatable {
    case notASound(String)
    case volume(Int)

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        switch self {
        case let .notASound(word):
            words.tr(
                "'%@' is not a sound; give ocean, rain or off, e.g. '--sound rain'", ControlCharacters.visible(word))
        case let .volume(value):
            words.tr("--volume must be 0 to 100; %@ is out of range", words.number(value))
        }
    }
}
