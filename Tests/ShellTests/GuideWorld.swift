import Foundation
import Testing

/// The machines a guide's examples run on: each a home of its own, made at a path as long as `/home/me` (which it
/// is shown as), and a shared folder shown as `/mnt/usb`, where a sync remote can live.
final class GuideWorld {
    let language: String
    private(set) var homes: [String: String] = [:]
    let shared: String
    let scratch: URL

    init(language: String) throws {
        self.language = language
        shared = try Self.folder()
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("guide-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    /// A new folder `/tmp/XYZ`: as many characters as `/home/me` and `/mnt/usb`.
    static func folder() throws -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        for _ in 0..<1000 {
            let path = "/tmp/" + String((0..<3).map { _ in letters.randomElement()! })
            if (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)) != nil {
                return path
            }
        }
        throw CocoaError(.fileWriteFileExists)
    }

    func home(_ machine: String) throws -> String {
        if let home = homes[machine] { return home }
        let home = try Self.folder()
        homes[machine] = home
        return home
    }

    func remove() {
        for path in Array(homes.values) + [shared, scratch.path] { try? FileManager.default.removeItem(atPath: path) }
    }

    /// `text` as the page shows it: every home as `/home/me`, the shared folder as `/mnt/usb`.
    func shown(_ text: String) -> String {
        homes.values.reduce(text.replacingOccurrences(of: shared, with: "/mnt/usb")) {
            $0.replacingOccurrences(of: $1, with: "/home/me")
        }
    }

    /// Runs `line` in `/bin/sh` on `machine` at `clock`: its exit status and what it printed.
    func shell(_ line: String, on machine: String, at clock: String) throws -> (status: Int32, text: String) {
        let home = try home(machine)
        let real = line.replacingOccurrences(of: "/home/me", with: home).replacingOccurrences(
            of: "/mnt/usb", with: shared)
        return try run(["/bin/sh", "-c", real], home: home, at: clock, input: "")
    }

    /// Types `lines` at a coach shell on this machine at `clock`, in an 80-column terminal under tmux: the screen
    /// from the first prompt to the last command's output.
    func session(_ lines: [String], at clock: String) throws -> String {
        let home = try home("")
        let socket = "coach-guide-\(UUID().uuidString.prefix(8))"
        let tmux = { (words: [String]) in try self.run(["tmux", "-u", "-L", socket, "-f", "/dev/null"] + words) }
        defer { _ = try? tmux(["kill-server"]) }
        let environment = environment(home: home, clock: clock).map { "\($0.key)='\($0.value)'" }.joined(
            separator: " ")
        _ = try tmux([
            "new-session", "-d", "-x", "80", "-y", "200",
            "env -i \(environment) TERM=xterm-256color coach; sleep 60",
        ])
        var screen: [String] = []
        for count in 1...lines.count + 1 {
            if count > 1 { _ = try tmux(["send-keys", "-t", "0", "-l", lines[count - 2]]) }
            if count > 1 { _ = try tmux(["send-keys", "-t", "0", "Enter"]) }
            // Done when the prompt is back, once more than before, and the screen stays the same a moment.
            for _ in 0..<400 {
                usleep(25_000)
                let shown = Self.lines(try tmux(["capture-pane", "-p", "-t", "0"]).text)
                let trimmed = Array(shown.reversed().drop { $0.isEmpty }.reversed())
                guard trimmed.filter({ GuidePage.typed($0) != nil }).count == count,
                    let last = trimmed.last, GuidePage.typed(last) == "", trimmed == screen
                else {
                    screen = trimmed
                    continue
                }
                break
            }
        }
        let first = screen.firstIndex { GuidePage.typed($0) != nil } ?? 0
        return shown(screen[first..<max(first, screen.count - 1)].map { $0 + "\n" }.joined())
    }

    /// With `clock` (`FakeClock`), each program's clock starts at `clock` and runs on; `real` leaves the machine's
    /// (a breathing session never ends under libfaketime).
    private func environment(home: String, clock: String? = nil) -> [String: String] {
        let binaries = URL(fileURLWithPath: CoachProcess.binary).deletingLastPathComponent().path
        let environment = [
            "PATH": binaries + ":/usr/local/bin:/usr/bin:/bin", "HOME": home, "LANG": language, "TZ": "UTC",
        ]
        guard let clock, clock != "real" else { return environment }
        return environment.merging(FakeClock.running(from: clock)) { $1 }
    }

    /// Runs a program (found on PATH) to its end: its exit status and what it printed.
    private func run(_ command: [String]) throws -> (status: Int32, text: String) {
        try run(command, home: scratch.path, at: nil, input: "")
    }

    /// posix_spawn, as `TmuxPane.tmux` does: Foundation's Process would wait for ever on the tmux server that
    /// `new-session` forks (it keeps the exit-watching descriptor open).
    private func run(_ command: [String], home: String, at clock: String?, input: String) throws -> (
        status: Int32, text: String
    ) {
        let (inFile, outFile) = (scratch.appendingPathComponent("in").path, scratch.appendingPathComponent("out").path)
        try Data(input.utf8).write(to: URL(fileURLWithPath: inFile))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inFile, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var (none, all) = (sigset_t(), sigset_t())
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let words = command
        var argv = (["/usr/bin/env", "-C", home] + words).map { strdup($0) } + [nil]
        var envp = environment(home: home, clock: clock).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for word in argv + envp { free(word) } }
        var pid = pid_t()
        guard posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, &argv, &envp) == 0 else {
            throw CocoaError(.executableLoad)
        }
        // A command that waits for ever (a page that runs something interactive) is stopped after two minutes.
        var status: Int32 = 0
        for tick in 0... {
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid || done < 0 && errno != EINTR { break }
            if tick == 24_000 { kill(pid, SIGKILL) }
            usleep(5_000)
        }
        let exit = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F
        return (exit, shown(String(decoding: try Data(contentsOf: URL(fileURLWithPath: outFile)), as: UTF8.self)))
    }

    /// Runs `run` and checks what it printed against the page; returns what the page should say: what it says
    /// when it is right, else (when recording) what coach printed.
    func check(_ run: GuidePage.Run, at clock: String, page: String, record: Bool) throws -> [String] {
        let actual: String
        switch run.kind {
        case .shell(let machine, let line): actual = try shell(line, on: machine, at: clock).text
        case .session(let typed): actual = try session(typed, at: clock)
        }
        let lines = Self.lines(actual)
        if GuidePage.matches(run.printed[...], lines[...]) { return run.printed }
        if !record { Issue.record("\(page): \(run.kind) printed:\n\(actual)\n(make docs re-records it)") }
        return record ? lines : run.printed
    }

    static func lines(_ text: String) -> [String] {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
