import Foundation
import Testing

/// `coach status` as a status bar runs it: the release binary, its output piped, no `COLUMNS` (a pipe wraps other
/// lines at 80), the clock stopped by faketime (`-f`) at 08:12:05 on 21 November 2026 in UTC.
struct StatusEndToEndTests {
    /// The morning: the stopwatch started at 08:00, a check-in, a breathing goal still open, calories under their
    /// ceiling, a reminder at 11:00, and a tea timer ending at 08:16 (`timers.json`, as a shell keeps it).
    static func morning(label: String = "tea") throws -> CoachProcess {
        let coach = CoachProcess()
        let setUp = """
            goal breathing 10m
            goal calories 2000
            meal add Oatmeal 150
            checkin --mood 4 --energy 3
            stopwatch start
            remind add 11:00 breathe 'stand up'

            """
        let result = try run(coach, at: "2026-11-21 08:00:00", input: setUp)
        #expect(result.status == 0, "\(result.err)")
        let timer: [String: Any] = [
            "id": 1, "label": label, "milliseconds": 300_000, "ends": "2026-11-21T08:16:00.000Z",
        ]
        try JSONSerialization.data(withJSONObject: ["version": 1, "timers": [timer]])
            .write(to: coach.dataDirectory.appendingPathComponent("timers.json"))
        return coach
    }

    /// coach at `clock` (stopped there), with `input` piped in when there are no `arguments`.
    static func run(
        _ coach: CoachProcess, at clock: String, _ arguments: [String] = [], input: String = ""
    ) throws -> CoachProcess.Result {
        try coach.run(
            ["-f", clock, CoachProcess.binary] + arguments, input: input, program: "/usr/bin/faketime",
            environment: ["TZ": "UTC", "COLUMNS": ""])
    }

    static let now = "2026-11-21 08:12:05"
    static let line = "stopwatch 12:05 · tea 03:55 · breathing 0/10 min · 1,850 kcal left · 11:00 stand up"

    @Test func everyShapeOneShot() throws {
        let coach = try Self.morning()
        let expected = [
            "plain": Self.line + "\n",
            "tmux": "#[fg=green]stopwatch 12:05#[fg=default] · #[fg=cyan]tea 03:55#[fg=default] · "
                + "#[fg=yellow]breathing 0/10 min#[fg=default] · #[fg=yellow]1,850 kcal left#[fg=default] · "
                + "#[fg=magenta]11:00 stand up#[fg=default]\n",
            "waybar": #"{"class":"todo","percentage":66,"text":"\#(Self.line)","tooltip":"stopwatch 12:05\n"#
                + #"tea 03:55\nbreathing 0/10 min\n1,850 kcal left\n11:00 stand up"}"# + "\n",
            "i3blocks": Self.line + "\nstopwatch 12:05 · tea 03:55 · 1 goal left\n#E5C07B\n",
        ]
        for (shape, text) in expected {
            let result = try Self.run(coach, at: Self.now, ["status", "--format", shape])
            #expect(result.status == 0 && result.err.isEmpty, "\(shape): \(result.err)")
            #expect(result.out == text, "\(shape)")
        }
        #expect(try Self.run(coach, at: Self.now, ["status"]).out == Self.line + "\n")
        let waybar = try Self.run(coach, at: Self.now, ["status", "--format", "waybar"]).out
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(waybar.utf8)) as? [String: Any])
        #expect(Set(decoded.keys) == ["text", "tooltip", "class", "percentage"])
        #expect(
            try Self.run(coach, at: Self.now, ["status", "--json"]).out == """
                {
                  "goals_left" : [
                    {
                      "area" : "breathing",
                      "display" : "breathing 0/10 min"
                    },
                    {
                      "area" : "calories",
                      "display" : "1,850 kcal left"
                    }
                  ],
                  "goals_met" : 2,
                  "goals_set" : 3,
                  "percent" : 66,
                  "reminder" : {
                    "command" : "breathe",
                    "display" : "11:00 stand up",
                    "note" : "stand up",
                    "time" : "2026-11-21T11:00:00+00:00"
                  },
                  "stopwatch" : {
                    "display" : "12:05",
                    "seconds" : 725
                  },
                  "text" : "\(Self.line)",
                  "timer" : {
                    "id" : 1,
                    "label" : "tea",
                    "remaining" : 235,
                    "seconds" : 300
                  }
                }

                """)
    }

    @Test func pipedAndInRussian() throws {
        let coach = try Self.morning()
        let piped = try Self.run(coach, at: Self.now, input: "status\nstatus --format tmux\n")
        #expect(piped.status == 0 && piped.err.isEmpty, "\(piped.err)")
        #expect(piped.out.hasPrefix(Self.line + "\n#[fg=green]stopwatch 12:05#[fg=default] · "))
        #expect(piped.out.split(separator: "\n").count == 2)
        let russian = try coach.run(
            ["-f", Self.now, CoachProcess.binary, "status"], program: "/usr/bin/faketime",
            environment: ["TZ": "UTC", "COLUMNS": "", "LANG": "ru_RU.UTF-8"])
        #expect(
            russian.out
                == "секундомер 12:05 · tea 03:55 · дыхание 0/10 мин · осталось 1850 ккал · 11:00 stand up\n")
    }

    @Test func storedWordsNeverReachTheBarAsControls() throws {
        let coach = try Self.morning(label: "\u{1B}]0;x\u{07}#{S}<i>\u{9B}\nFORGED")
        // Shown visibly, cut to 24 columns; `#` doubled for tmux, `<` escaped for waybar's Pango markup.
        let expected = [
            "plain": #"^[]0;x^G#{S}<i>\u{9B}^J… 03:55"#,
            "tmux": #"#[fg=cyan]^[]0;x^G##{S}<i>\u{9B}^J… 03:55#[fg=default]"#,
            "waybar": #""tooltip":"stopwatch 12:05\n^[]0;x^G#{S}&lt;i&gt;\\u{9B}^J… 03:55\n"#,
        ]
        for shape in ["plain", "tmux", "waybar", "i3blocks", "json"] {
            let out = try Self.run(coach, at: Self.now, ["status", "--format", shape]).out
            #expect(
                !out.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) },
                "\(shape): \(out)")
            if let part = expected[shape] { #expect(out.contains(part), "\(shape): \(out)") }
        }
    }

    /// The guide (docs/status.md) shows this morning's lines, and its tmux, starship and waybar settings (which the
    /// README names too) run the shapes tested here.
    @Test func theGuideShowsWhatCoachPrints() throws {
        let guide = try String(
            contentsOf: CoachProcess.packageRoot.appendingPathComponent("docs/status.md"), encoding: .utf8)
        let readme = try String(
            contentsOf: CoachProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let coach = try Self.morning()
        for shape in ["plain", "waybar"] {
            let out = try Self.run(coach, at: Self.now, ["status", "--format", shape]).out
            #expect(guide.contains("\n" + out), "the guide's 'coach status --format \(shape)' is not \(out)")
        }
        for setting in [
            "set -g status-right '#(coach status --format tmux)'", #"command = "coach status""#,
            #""exec": "coach status --format waybar""#, #""return-type": "json""#,
        ] {
            #expect(guide.contains(setting) && readme.contains(setting), "\(setting)")
        }
    }
}
