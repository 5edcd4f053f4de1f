import Core
import LiveStorage
import Storage
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--sound-file out.wav`: what would be played, written to a 16-bit stereo 48 kHz WAV file instead.
/// The file holds the session as breathed (pauses left out), ending with its 2 s fade.
final class SoundFilePlayer: SoundPlayer {
    let path: String
    private let request = Mutex<SoundRequest?>(nil)
    /// Why the file could not be written, once it was tried.
    let problem = Mutex<String?>(nil)

    init(path: String) { self.path = path }

    func start(_ request: SoundRequest) -> SoundStart {
        // Private (0600) from its first byte, like every file coach writes; a symbolic link is not followed.
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        let written = fd >= 0 && SystemCalls.writeAll(fd, WAVFile.header(samples: 0))
        if fd >= 0 { close(fd) }
        guard written else {
            return .unavailable(reason: "cannot write the sound file '\(path)' (\(Self.reason(path)))")
        }
        self.request.withLock { $0 = request }
        return .playing(device: path)
    }

    func pause() {}
    func resume() {}

    /// Writes the sound up to `second`, then its fade-out (or up to its planned end).
    func stop(atSecond second: Double) {
        guard
            let request = request.withLock({ value in
                defer { value = nil }
                return value
            })
        else { return }
        var stream = request.stream
        let stopFrame = Int((max(0, second) * Double(SoundStream.sampleRate)).rounded())
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        defer { if fd >= 0 { close(fd) } }
        func write(_ bytes: Data) throws(SoundFileProblem) {
            guard SystemCalls.writeAll(fd, bytes) else { throw SoundFileProblem() }
        }
        do throws(SoundFileProblem) {
            guard fd >= 0, lseek(fd, 0, SEEK_END) >= 0 else { throw SoundFileProblem() }
            var count = 0
            while !stream.isOver {
                if stream.frame >= stopFrame { stream.fadeOut() }
                let period =
                    stream.frame < stopFrame
                    ? min(SoundStream.sampleRate, stopFrame - stream.frame) : SoundStream.sampleRate
                let samples = stream.next(period)
                if samples.isEmpty { break }
                try write(WAVFile.body(samples))
                count += samples.count
            }
            guard lseek(fd, 0, SEEK_SET) == 0 else { throw SoundFileProblem() }
            try write(WAVFile.header(samples: count))
        } catch {
            let reason = String(cString: strerror(errno)).lowercased()
            problem.withLock { $0 = "cannot write the sound file '\(path)' (\(reason))" }
        }
    }

    func finish() async {}

    /// Why `path` cannot be created, in plain words.
    static func reason(_ path: String) -> String {
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : ""
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) { return "there is no folder '\(folder)'" }
        return String(cString: strerror(errno)).lowercased()
    }
}

/// A sound file that could not be written; `errno` says why.
private struct SoundFileProblem: Error {}
