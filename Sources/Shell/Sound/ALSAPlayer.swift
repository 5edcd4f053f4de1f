import CALSA
import Commands
import Core
import Storage
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libasound, found at run time: nil on a machine without it (or on macOS, until it has a backend).
final class ALSALibrary: @unchecked Sendable {
    /// The calls, read-only once loaded.
    let calls: UnsafeMutablePointer<coach_alsa>

    /// The library at `name`, loaded once per name; nil when it is missing or lacks a call.
    static func named(_ name: String) -> ALSALibrary? {
        loaded.withLock { libraries in
            if let known = libraries[name] { return known }
            let library = ALSALibrary(name)
            libraries[name] = .some(library)
            return library
        }
    }

    private static let loaded = Mutex<[String: ALSALibrary?]>([:])

    private init?(_ name: String) {
        calls = .allocate(capacity: 1)
        calls.initialize(to: coach_alsa())
        guard coach_alsa_load(calls, name) == 0 else { return nil }
    }

    /// ALSA's words for error `code`.
    func describe(_ code: Int32) -> String { String(cString: coach_alsa_strerror(calls, code)) }
}

/// Sound through ALSA (and so PipeWire or PulseAudio through their ALSA plugins): the device is
/// opened without waiting (a busy one is refused at once), and a thread of its own writes the sound.
final class ALSAPlayer: SoundPlayer {
    /// `$COACH_SOUND_DEVICE`, else ALSA's `default`.
    let device: String
    /// `libasound.so.2`; `$COACH_ALSA_LIBRARY` names another (the tests of a machine without it).
    let libraryName: String
    private let current = Mutex<ALSAPlayback?>(nil)

    init(environment: [String: String]) {
        device = environment["COACH_SOUND_DEVICE"].flatMap { $0.isEmpty ? nil : $0 } ?? "default"
        libraryName = environment["COACH_ALSA_LIBRARY"].flatMap { $0.isEmpty ? nil : $0 } ?? "libasound.so.2"
    }

    func start(_ request: SoundRequest) -> SoundStart {
        guard let library = ALSALibrary.named(libraryName) else {
            return .unavailable(reason: "no sound: ALSA's library (\(libraryName)) is not installed")
        }
        // One sound at a time: one still fading out ends now (within a period), so the device is free.
        current.withLock { $0 }?.end(quickly: true)
        var pcm: UnsafeMutableRawPointer?
        var code = coach_alsa_open(library.calls, &pcm, device)
        guard code >= 0, let pcm else { return .unavailable(reason: reason(code, library)) }
        code = coach_alsa_set_params(library.calls, pcm, 2, UInt32(SoundStream.sampleRate), ALSAPlayback.latency)
        if code >= 0 { code = coach_alsa_blocking(library.calls, pcm) }
        guard code >= 0 else {
            _ = coach_alsa_close(library.calls, pcm)
            return .unavailable(reason: reason(code, library))
        }
        let playback = ALSAPlayback(library: library, pcm: pcm, stream: request.stream)
        guard playback.begin() else {
            return .unavailable(reason: "no sound: the system could not start the thread that plays it")
        }
        current.withLock { $0 = playback }
        return .playing(device: "ALSA '\(device)'")
    }

    /// "the sound device 'default' is busy", "no sound device (ALSA 'hw:3': No such device)".
    private func reason(_ code: Int32, _ library: ALSALibrary) -> String {
        code == -EBUSY
            ? "the sound device '\(device)' is busy" : "no sound device (ALSA '\(device)': \(library.describe(code)))"
    }

    func pause() { current.withLock { $0 }?.held.store(true, ordering: .relaxed) }
    func resume() { current.withLock { $0 }?.held.store(false, ordering: .relaxed) }
    func stop(atSecond second: Double) { current.withLock { $0 }?.end(quickly: false) }

    func finish() async {
        guard let playback = current.withLock({ $0 }) else { return }
        let giveUp = ContinuousClock.now.advanced(by: .seconds(4))
        while !playback.closed.load(ordering: .acquiring), ContinuousClock.now < giveUp {
            try? await Task.sleep(for: .milliseconds(10))
        }
    }
}
