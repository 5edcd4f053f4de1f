import Core
import Storage
import Synchronization

/// Waiting while a sound plays on its own: until its end on the context's clock, or until q, Esc or
/// Ctrl-C at a terminal (Ctrl-C or a signal when piped).
enum SoundWait {
    /// Seconds waited, at most `seconds`.
    static func until(_ seconds: Double, in context: CommandContext) async -> Double {
        await wait(seconds, on: context.clock, context: context)
    }

    private static func wait<C: Clock>(_ seconds: Double, on clock: C, context: CommandContext) async -> Double
    where C.Duration == Duration {
        let start = clock.now
        let end = start.advanced(by: .seconds(seconds))
        func waited() -> Double {
            let (whole, atto) = start.duration(to: clock.now).components
            return min(seconds, Double(whole) + Double(atto) / 1e18)
        }
        let sleeper = Task { try? await clock.sleep(until: end, tolerance: nil) }
        context.output.flush()
        guard let terminal = context.terminal else {
            guard let shell = context.shell else {
                await sleeper.value
                return waited()
            }
            await shell.stoppable(stop: { sleeper.cancel() }, { await sleeper.value })
            return waited()
        }
        let finished = Atomic<Bool>(false)
        let watcher = Task {
            await sleeper.value
            finished.store(true, ordering: .relaxed)
        }
        await terminal.withKeyInput {
            while !finished.load(ordering: .relaxed) {
                switch terminal.readKey(timeout: .milliseconds(100)) {
                case .interrupt?, .escape?, .character("q")?, .character("Q")?:
                    sleeper.cancel()
                    return
                default: continue
                }
            }
        }
        await watcher.value
        return waited()
    }
}
