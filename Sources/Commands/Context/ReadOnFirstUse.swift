import Synchronization

/// A value made the first time it is asked for, then kept: the person's time zone is read from `/etc/localtime`
/// only by the commands that count days, not by a one-shot `coach stopwatch`.
final class ReadOnFirstUse<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value
    private let made = Mutex<Value?>(nil)

    init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    var value: Value {
        made.withLock { made in
            if let value = made { return value }
            let value = make()
            made = value
            return value
        }
    }
}
