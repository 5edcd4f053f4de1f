import Storage

/// A thread of its own for work that must not wait on Swift's task pool (the sound card's writer).
enum BackgroundThread {
    /// Runs `body` on a new, detached thread.
    static func start(_ body: @escaping @Sendable () -> Void) {
        final class Work { let body: @Sendable () -> Void; init(_ body: @escaping @Sendable () -> Void) { self.body = body } }
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { raw in
            let work = Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue()
            work.body()
            return nil
        }, work)
        guard started == 0 else {
            // No thread could be made: run it here rather than not at all.
            Unmanaged<Work>.fromOpaque(work).takeRetainedValue().body()
            return
        }
        pthread_detach(thread)
    }
}
