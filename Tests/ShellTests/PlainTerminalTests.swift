import Foundation
import Testing

/// The plain display in a real 80×24 terminal, as a screen-reader user meets it: `coach --plain`, then the whole
/// morning typed at the prompt. Every byte coach sends the terminal is recorded (tmux's pipe-pane): no escape
/// sequence (so no cursor addressing, alternate screen or colour), nothing outside `PlainText`'s set, and the
/// alternate screen never shown.
@Suite(.serialized)
struct PlainTerminalTests {
    /// Each line typed, and the keys that answer its questions.
    static let morning: [(line: String, keys: [String])] = [
        ("goal breathing 5m", []), ("goal calories 2000", []),
        ("checkin", ["4", "3", "rested\n", "\n", "2", "2", "Oatmeal 1250\n", "\n"]),
        ("today", []), ("goal", []), ("streaks", []),
        ("breathe --inhale 2 --exhale 3 --cycles 1", []), ("breathe stats", []),
        ("relax fire", ["2\n"]), ("relax mandala", ["2\n"]),
        ("meal", []), ("meal history", []), ("insights", []), ("insights calendar", []),
        ("insights calendar --area mood", []), ("timer", []), ("stopwatch start", []), ("stopwatch watch", []),
        ("stopwatch", []), ("sights map", []), ("help", []),
    ]

    @Test(arguments: ["C.UTF-8", "ru_RU.UTF-8"])
    func aWholeMorningSendsTheTerminalOnlyPlainText(locale: String) throws {
        let terminal = try TmuxPane()
        let raw = terminal.coach.home.appendingPathComponent("raw")
        // coach starts half a second after the pane, once every byte it sends is being recorded.
        terminal.program = "/bin/sh"
        terminal.launch(
            columns: 80, rows: 24, extra: ["LANG": locale],
            arguments: "-c \"sleep 0.5; exec '\(CoachProcess.binary)' --plain\"")
        terminal.tmux(["pipe-pane", "-o", "-t", "0", "cat >> '\(raw.path)'"])
        terminal.waitFor("coach>")
        var prompts = 1
        #expect(Self.waitFor(prompts, prompts: raw), "the first prompt was not recorded")
        for (line, keys) in Self.morning {
            terminal.type(line, "Enter")
            for key in keys {
                usleep(300_000)
                key.hasSuffix("\n") ? terminal.type(String(key.dropLast()), "Enter") : terminal.type(key)
            }
            prompts += 1
            #expect(Self.waitFor(prompts, prompts: raw), "no prompt after '\(line)'")
            #expect(!terminal.alternateScreen, "'\(line)' showed the alternate screen")
        }
        terminal.type("exit", "Enter")
        terminal.waitFor("[exited")
        let sent = try String(contentsOf: raw, encoding: .utf8)
        #expect(!sent.contains("\u{1B}"), "an escape sequence went to the terminal:\n\(sent.debugDescription)")
        #expect(PlainText.stray(sent).isEmpty, "\(PlainText.stray(sent)) went to the terminal:\n\(sent)")
        // The things the morning did are in the scrollback, in words.
        let words = locale == "C.UTF-8" ? ["Command checkin:", "Inhale, 2 seconds", "Relax, Fire:", "Sight 1, "] : []
        for text in words { #expect(sent.contains(text), "'\(text)' is not in the scrollback") }
    }

    /// The quiz's keys are said as numbered choices, and a grade's line has no arrow.
    @Test func theQuizSaysItsKeys() throws {
        let terminal = try TmuxPane()
        terminal.launch(columns: 80, rows: 24, arguments: "--plain formula quiz --count 1")
        terminal.waitFor("press Space")
        terminal.type(" ")
        terminal.waitFor("How well? Press 1 for again, 2 for hard, 3 for good or 4 for easy; q stops.")
        terminal.type("3")
        let screen = terminal.waitFor("[exited 0]")
        #expect(screen.contains("\ngood: next review "), "\(screen)")
        #expect(!screen.contains("→"), "\(screen)")
    }

    /// Waits (up to 15 seconds) until the terminal has been sent `count` prompts.
    static func waitFor(_ count: Int, prompts file: URL) -> Bool {
        for _ in 0..<300 {
            let sent = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            if sent.components(separatedBy: "coach> ").count - 1 >= count { return true }
            usleep(50_000)
        }
        return false
    }
}
