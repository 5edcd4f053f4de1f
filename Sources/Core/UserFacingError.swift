import Storage

/// An error whose message is written for the person at the keyboard: it quotes
/// the offending input and says how to fix it.
public protocol UserFacingError: Error {
    /// The one-paragraph message shown after `Error: `, in English.
    var message: String { get }
    /// The message in `words`' language. Errors whose words are in the catalog build it with
    /// `words.tr(…)` (and `message` is `message(in: .english)`); the rest are English.
    func message(in words: Messages) -> String
    /// Whether the words typed are at fault (a name that is no area or setting, a goal out of range), as in the
    /// refusals ArgumentParser makes while it reads a line: the shell then adds the command's usage and exits 64,
    /// as for those. False by default: a refusal of what the data holds (a check-in already there) exits 1.
    var isUsageMistake: Bool { get }
}

extension UserFacingError {
    public func message(in words: Messages) -> String { message }
    public var isUsageMistake: Bool { false }
}

extension Messages {
    /// What went wrong, for the person: a `UserFacingError`'s message in this language, else the error as Swift prints it.
    public func describe(_ error: Error) -> String {
        (error as? UserFacingError)?.message(in: self) ?? "\(error)"
    }
}

extension StoreError: UserFacingError {}
