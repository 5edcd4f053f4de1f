import Foundation
import Testing

/// coach in a real terminal under its own tmux server, so tests never see each other's panes:
/// tmux types the keys and reads the screen.
final class TmuxPane {
    let coach = CoachProcess()
    let socket: String
    /// The coach it runs: the binary under test, or an installed one.
    var program = CoachProcess.binary

    init() throws {
        socket = "coach-test-\(UUID().uuidString.prefix(8))"
        try #require(
            FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"), "tmux is missing: 'make test' installs it")
    }

    deinit { tmux(["kill-server"]) }

    /// Ends this test's tmux server, and with it the coach in it, as closing the terminal would; waits
    /// until the server has gone, so the next `launch` starts a new one instead of meeting the dying one.
    func killServer() {
        let server = pid_t(pane("#{pid}"))
        tmux(["kill-server"])
        guard let server else { return }
        for _ in 0..<400 where kill(server, 0) == 0 { usleep(10_000) }
    }

    /// `NAME='value' …` for coach's data folder, history file and locale.
    private var environmentWords: String {
        coach.environment.filter { ["COACH_HOME", "COACH_HISTORY", "XDG_CONFIG_HOME", "LANG"].contains($0.key) }
            .map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
    }

    /// Starts coach in a fresh pane (100×30 unless told); the shell's own exit status is printed when it ends. With
    /// `clock`, coach's clock starts at that moment and runs on from there (faketime). `extra` adds variables,
    /// `arguments` a command to run one-shot. Long views are not paged (`COACH_PAGER=cat`) unless `extra` names a pager:
    /// the pager's own test shows it.
    func launch(
        columns: Int = 100, rows: Int = 30, clock: Date? = nil, extra: [String: String] = [:], arguments: String = ""
    ) {
        let faked = clock.map { "faketime '@\(Int($0.timeIntervalSince1970))' " } ?? ""
        let added = extra.map { "\($0.key)='\($0.value)' " }.joined()
        tmux([
            "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)",
            "env \(environmentWords) COACH_PAGER=cat \(added)TERM=xterm-256color \(faked)'\(program)' \(arguments); echo \"[exited $?]\"; sleep 60",
        ])
    }

    /// Starts bash (job control on, prompt `$ `) in a fresh 100×30 pane, then coach inside it, and
    /// waits for coach's prompt; `[exited N]` follows when coach ends.
    func launchInBash(_ arguments: String = "") {
        tmux([
            "new-session", "-d", "-x", "100", "-y", "30",
            "env -i PATH=/usr/bin:/bin HOME='\(coach.home.path)' \(environmentWords) COACH_PAGER=cat TERM=xterm-256color PS1='$ ' bash --norc --noprofile",
        ])
        waitUntil { $0.hasPrefix("$") }  // capture-pane drops the prompt's trailing space
        type("'\(program)' \(arguments); echo \"[exited $?]\"", "Enter")
        if arguments.isEmpty { waitFor("coach>") }
    }

    /// Runs tmux on this test's server. posix_spawn and waitpid, not Foundation's Process: the
    /// server that new-session forks would keep Process's exit-watching descriptor open forever.
    @discardableResult
    func tmux(_ arguments: [String]) -> String {
        let output = coach.home.appendingPathComponent("tmux-output").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let words = ["tmux", "-u", "-L", socket, "-f", "/dev/null"] + arguments
        var argv = words.map { strdup($0) } + [nil]
        defer { for word in argv { free(word) } }
        // The test thread blocks SIGTERM; a server that inherited that mask would ignore kill-server and
        // outlive the suite with its coach. So tmux starts with no signal blocked and every handler default.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid = pid_t()
        guard posix_spawn(&pid, "/usr/bin/tmux", &actions, &attributes, &argv, environ) == 0 else { return "" }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return String(decoding: FileManager.default.contents(atPath: output) ?? Data(), as: UTF8.self)
    }

    func type(_ keys: String...) { tmux(["send-keys", "-t", "0"] + keys) }
    var screen: String { tmux(["capture-pane", "-p", "-t", "0"]) }

    /// Waits (up to ten seconds) for `text` to appear; returns the screen either way.
    @discardableResult
    func waitFor(_ text: String) -> String { waitUntil { $0.contains(text) } }

    /// Waits (up to ten seconds) until the screen `shows` what is wanted; returns the screen either way.
    @discardableResult
    func waitUntil(_ shows: (String) -> Bool) -> String {
        for _ in 0..<200 {
            // One capture, checked and returned: a second one could show a later screen (after a `clear`).
            let shown = screen
            if shows(shown) { return shown }
            usleep(50_000)
        }
        return screen
    }

    /// Starts coach and waits for its prompt.
    func launchAtPrompt() {
        launch()
        waitFor("coach>")
    }

    /// The last non-empty line on the screen.
    var lastLine: String { screen.split(separator: "\n").last.map(String.init) ?? "" }

    /// A tmux format for the pane, e.g. `#{pane_title}`.
    func pane(_ format: String) -> String {
        tmux(["display-message", "-p", "-t", "0", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether the pane shows the alternate screen, and whether its cursor is visible.
    var alternateScreen: Bool { pane("#{alternate_on}") == "1" }
    var cursorVisible: Bool { pane("#{cursor_flag}") == "1" }

    /// The coach process started by `launchInBash` (the pane's bash's child), or nil once it ended.
    var coachProcess: pid_t? {
        guard let shell = pid_t(pane("#{pane_pid}")) else { return nil }
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        return children.split(separator: " ").compactMap { pid_t($0) }.first
    }

    /// Sends `signal` to coach (started by `launchInBash`).
    func send(_ signal: Int32) throws {
        let pid = try #require(coachProcess, "coach is not running in the pane")
        kill(pid, signal)
    }

    /// Runs `stty -a` in the pane's bash and returns the terminal's flags it reports for `names`,
    /// e.g. ["icanon", "echo"] or ["-icanon", "-echo"].
    func terminalFlags(_ names: [String] = ["icanon", "echo"]) -> [String] {
        let marker = "flags-\(UUID().uuidString.prefix(6))"
        type(
            "stty -a | tr ' ;' '\\n\\n' | grep -x -e '-\\?\(names.joined(separator: "' -e '-\\?"))' | tr '\\n' ' '; echo \"=$((1+1))=\(marker)\"",
            "Enter")
        // The answer ends in `=2=marker`; the typed command shows `$((1+1))` instead, when echoed at all.
        let line = waitFor("=2=\(marker)").split(separator: "\n").last { $0.hasSuffix("=2=\(marker)") } ?? ""
        return line.split(separator: " ").dropLast().map(String.init)
    }
}
