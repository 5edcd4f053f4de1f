import Foundation
import Testing

/// The completion scripts bash, zsh and fish load (completions/, `make install`) offer what coach's own shell offers:
/// each asks coach (`coach __complete LINE`). Driven in each shell as a person's Tab would be.
@Suite(.serialized)
struct ShellCompletionTests {
    /// A line typed after `coach`, and what Tab offers there.
    static let lines: [(String, [String])] = [
        ("breathe --c", ["--circle-color", "--cues", "--cycles"]),
        ("checkin --m", ["--mood"]),
        ("insights --", ["--area", "--date", "--help", "--json"]),
        ("track ", ["add", "edit", "list", "log", "remove", "rename", "show", "undo", "water"]),
        ("checkin --tag ", ["walk"]),
        ("meal add --t", ["--time"]),
        ("sights show mordovia-a", ["mordovia-arena"]),
        ("goal calories ", ["athletic", "high", "low", "moderate"]),
        ("--color never track l", ["list", "log"]),
    ]

    /// A data directory with a tracker and a tag, and a folder whose `coach` is the binary under test.
    static func prepared() throws -> (CoachProcess, String) {
        let coach = CoachProcess()
        try coach.run(["track", "add", "water", "--goal", "8"])
        try coach.run(["checkin", "--mood", "4", "--tag", "walk"])
        let bin = coach.home.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: bin.appendingPathComponent("coach").path, withDestinationPath: CoachProcess.binary)
        return (coach, bin.path + ":/usr/bin:/bin")
    }

    static func script(_ shell: String) -> String {
        CoachProcess.packageRoot.appendingPathComponent("completions/coach.\(shell)").path
    }

    @Test func coachItselfAnswers() throws {
        let (coach, _) = try Self.prepared()
        for (line, expected) in Self.lines {
            let answer = try coach.run(["__complete", line], in: coach.home)
            #expect(answer.out.split(separator: "\n").map(String.init) == expected, "coach __complete '\(line)'")
        }
    }

    /// What Tab offers after `line` in bash with the completion script at `script`, `coach` found in `path`: the
    /// function called as bash calls it, with the line up to the cursor and its words, the last one being completed.
    static func bashOffers(_ coach: CoachProcess, script: String, line: String, path: String) throws -> [String] {
        let program = """
            source '\(script)'
            COMP_LINE="coach \(line)"; COMP_POINT=${#COMP_LINE}
            read -ra COMP_WORDS <<< "$COMP_LINE"; [[ $COMP_LINE == *' ' ]] && COMP_WORDS+=('')
            COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); _coach; printf '%s\\n' "${COMPREPLY[@]}"
            """
        let shown = try coach.run(
            ["--norc", "--noprofile", "-c", program], program: "/usr/bin/bash", in: coach.home,
            environment: ["PATH": path])
        return shown.out.split(separator: "\n").map(String.init)
    }

    @Test(NeededTool.needed(NeededTool("/usr/bin/bash"))) func bash() throws {
        let (coach, path) = try Self.prepared()
        for (line, expected) in Self.lines {
            let offered = try Self.bashOffers(coach, script: Self.script("bash"), line: line, path: path)
            #expect(offered == expected, "bash: coach \(line)")
        }
    }

    @Test(NeededTool.needed(NeededTool("/usr/bin/fish"))) func fish() throws {
        let fish = try NeededTool("/usr/bin/fish").require()
        let (coach, path) = try Self.prepared()
        for (line, expected) in Self.lines {
            let shown = try coach.run(
                ["--no-config", "-c", "source '\(Self.script("fish"))'; complete -C 'coach \(line)'"],
                program: fish, in: coach.home, environment: ["PATH": path])
            // fish prints each candidate with its description after a tab; this script gives none.
            let offered = shown.out.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
            #expect(offered == expected, "fish: coach \(line): \(shown.err)")
        }
    }

    /// zsh completes only in its line editor, so it runs in a real terminal: the line typed, then Tab.
    @Test(NeededTool.needed(NeededTool("/usr/bin/zsh"))) func zsh() throws {
        let zsh = try NeededTool("/usr/bin/zsh").require()
        let pane = try TmuxPane()
        let (coach, path) = try Self.prepared()
        let home = coach.environment["COACH_HOME"].map { "COACH_HOME='\($0)'" } ?? ""
        pane.tmux([
            "new-session", "-d", "-x", "100", "-y", "30", "-c", coach.home.path,
            "env -i PATH='\(path)' HOME='\(coach.home.path)' \(home) TERM=xterm-256color PS1='%% ' \(zsh) -f",
        ])
        pane.waitFor("% ")
        pane.type("autoload -U compinit; compinit -u; source '\(Self.script("zsh"))'; clear", "Enter")
        for (number, (line, expected)) in Self.lines.enumerated() {
            // A fresh screen, known to be there before the line is typed: the last one's list is gone.
            // (The line typed says $((N)); only its output says the number.)
            pane.type("C-u", "clear; echo line-$((\(number)))", "Enter")
            pane.waitFor("line-\(number)\n")
            pane.type("coach \(line)", "Tab")
            // One candidate completes the line; several are listed under it.
            let screen =
                expected.count == 1
                ? pane.waitFor(
                    "coach \(line.dropLast(line.split(separator: " ").last.map(\.count) ?? 0))\(expected[0])")
                : pane.waitFor(expected.last!)
            let listed = screen.split(separator: "\n").dropFirst(2).flatMap {
                $0.split(separator: " ").map(String.init)
            }
            #expect(
                expected.count == 1 ? screen.contains(expected[0]) : listed.sorted() == expected,
                "zsh: coach \(line)\n\(screen)")
        }
    }
}
