import CALSA
import Core
import Storage
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One sound on an open PCM, written in periods by a thread of its own. The thread and the shell
/// share only atomics: no lock, no wait on the shell's side, and the shell never waits on it.
final class ALSAPlayback: @unchecked Sendable {
    /// The latency asked of ALSA: 100 ms of buffer.
    static let latency: UInt32 = 100_000
    /// Frames written at a time (about 21 ms).
    static let period = 1_024
    /// How far ahead of the clock writing may run: a device that takes sound faster than it plays
    /// (ALSA's null and file plugins) is paced by the monotonic clock instead.
    static let mostAhead = SoundStream.sampleRate / 5

    private let library: ALSALibrary
    private let pcm: UnsafeMutableRawPointer
    /// Only the thread touches it once it runs.
    private var stream: SoundStream
    /// Asked by the shell: pause (true) or play.
    let held = Atomic<Bool>(false)
    private let stopping = Atomic<Bool>(false)
    private let hurry = Atomic<Bool>(false)
    /// Set once the device is drained and closed.
    let closed = Atomic<Bool>(false)
    /// Underruns recovered from, for the curious.
    let underruns = Atomic<Int>(0)

    init(library: ALSALibrary, pcm: UnsafeMutableRawPointer, stream: SoundStream) {
        (self.library, self.pcm, self.stream) = (library, pcm, stream)
    }

    /// Starts the thread; second 0 of the stream is now. Without a thread the device is closed and
    /// this says false: playing on the caller's thread would hold the command until the sound ended.
    func begin() -> Bool {
        let origin = ContinuousClock.now
        guard BackgroundThread.start({ [self] in play(from: origin) }) else {
            _ = coach_alsa_close(library.calls, pcm)
            closed.store(true, ordering: .releasing)
            return false
        }
        return true
    }

    /// Fades out over 2 s, or, `quickly`, within a period; returns at once (quickly: once the device is closed).
    func end(quickly: Bool) {
        stopping.store(true, ordering: .releasing)
        guard quickly else { return }
        hurry.store(true, ordering: .releasing)
        let giveUp = ContinuousClock.now.advanced(by: .milliseconds(500))
        while !closed.load(ordering: .acquiring), ContinuousClock.now < giveUp { usleep(2_000) }
    }

    private func play(from origin: ContinuousClock.Instant) {
        // One buffer for the whole sound: nothing is allocated while it plays.
        let buffer = UnsafeMutableBufferPointer<Int16>.allocate(capacity: Self.period * 2)
        defer { buffer.deallocate() }
        // Time spent before the first write is skipped, so the cues stay on their deadlines.
        let late = Self.frames(origin.duration(to: .now))
        stream.skip(late)
        while !hurry.load(ordering: .acquiring) {
            if stopping.load(ordering: .acquiring) {
                if stream.isHeld { break }
                stream.fadeOut()
            }
            if held.load(ordering: .relaxed) { stream.pause() } else { stream.resume() }
            if stream.isOver && !stream.isHeld { break }
            let ahead = late + stream.written - Self.frames(origin.duration(to: .now))
            if ahead > Self.mostAhead { usleep(UInt32((ahead - Self.mostAhead) * 1_000_000 / SoundStream.sampleRate)) }
            let frames = stream.next(Self.period, into: buffer)
            guard write(frames, from: buffer) else { break }
        }
        _ =
            hurry.load(ordering: .acquiring)
            ? coach_alsa_drop(library.calls, pcm) : coach_alsa_drain(library.calls, pcm)
        _ = coach_alsa_close(library.calls, pcm)
        closed.store(true, ordering: .releasing)
    }

    /// Writes the first `frames` frames of `buffer`, recovering from underruns; false when the device is gone.
    private func write(_ frames: Int, from buffer: UnsafeMutableBufferPointer<Int16>) -> Bool {
        var done = 0
        while done < frames {
            let result = coach_alsa_write(library.calls, pcm, buffer.baseAddress! + done * 2, UInt(frames - done))
            if result >= 0 {
                done += Int(result)
                continue
            }
            // An underrun (-EPIPE) or a suspended device (-ESTRPIPE) is recovered; anything else ends the sound.
            guard coach_alsa_recover(library.calls, pcm, Int32(result)) >= 0 else { return false }
            underruns.add(1, ordering: .relaxed)
        }
        return true
    }

    static func frames(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * SoundStream.sampleRate + Int(attoseconds / 1_000_000_000) * SoundStream.sampleRate
            / 1_000_000_000
    }
}
