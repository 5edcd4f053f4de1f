import Commands
import Storage
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The signal that asked for work to stop, set from the handler (0: none yet).
let stopSignal = Atomic<Int32>(0)

/// Work that a signal stops rather than kills, so that it can finish properly (a breathing session
/// is logged however it ends): Ctrl-C, SIGTERM and SIGHUP call `stop` while `body` runs; afterwards
/// coach ends as the signal asked, with status 128 + the signal, once the command is done.
enum StoppableWork {
    static func run<R>(stop: @escaping @Sendable () -> Void, session: Session, _ body: () async -> R) async -> R {
        stopSignal.store(0, ordering: .sequentiallyConsistent)
        // A signal the parent ignored (`nohup`'s SIGHUP) stays ignored.
        let signals = [SIGINT, SIGTERM, SIGHUP].filter { !SignalAction.isIgnored($0) }
        let previous = signals.map {
            SignalAction.install({ signal in stopSignal.store(signal, ordering: .sequentiallyConsistent) }, for: $0)
        }
        let watcher = Task.detached {
            while !Task.isCancelled {
                if stopSignal.load(ordering: .sequentiallyConsistent) != 0 { return stop() }
                try? await Task.sleep(for: .milliseconds(20))
            }
        }
        let result = await body()
        watcher.cancel()
        for (signal, action) in zip(signals, previous) { SignalAction.restore(action, for: signal) }
        let caught = stopSignal.exchange(0, ordering: .sequentiallyConsistent)
        if caught != 0 { session.requestExit(status: 128 + caught) }
        return result
    }
}
