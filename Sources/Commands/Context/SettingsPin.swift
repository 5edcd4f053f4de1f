import Core
import Synchronization

/// The settings a piped script reads once. Every line asks for them (the language of its words), and a look at the
/// file system each line cost more than a line of arithmetic. They are read at the first line that asks and again
/// after a `settings` line changes them; a change another coach makes meanwhile is read by the next script.
public final class SettingsPin: Sendable {
    @TaskLocal public static var current: SettingsPin?
    private let kept = Mutex<Settings?>(nil)

    public init() {}

    /// The settings kept, or those `read` gives, kept from now on.
    func settings(_ read: () -> Settings) -> Settings {
        if let kept = kept.withLock({ $0 }) { return kept }
        let settings = read()
        kept.withLock { $0 = settings }
        return settings
    }

    /// Lets the next line read the settings again: they were just changed.
    func forget() { kept.withLock { $0 = nil } }
}
