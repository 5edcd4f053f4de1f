import Storage

/// An error whose message is written for the person at the keyboard: it quotes
/// the offending input and says how to fix it.
public protocol UserFacingError: Error {
    /// The one-paragraph message shown after `Error: `.
    var message: String { get }
}

extension StoreError: UserFacingError {}
