import Commands
import Core
import Foundation
import Testing

/// `status`: one line for a status bar, in each shape a bar reads, from the morning `today` shows.
struct StatusCommandTests {
    static func morning() async throws -> Harness {
        let coach = try await TodayCommandTests.morning()
        #expect(await coach.run("remind add 11:00 breathe 'stand up'").status == 0)
        return coach
    }

    @Test func oneLineInEveryShape() async throws {
        let coach = try await Self.morning()
        let line = "stopwatch 01:05 · tea 05:00 · breathing 4/10 min · 1,845 kcal left · study 3/5 · 11:00 stand up"
        #expect(await coach.run("status").out == line + "\n")
        #expect(await coach.run("status --format plain").out == line + "\n")
        #expect(
            await coach.run("status --format tmux").out
                == "#[fg=green]stopwatch 01:05#[fg=default] · #[fg=cyan]tea 05:00#[fg=default] · "
                + "#[fg=yellow]breathing 4/10 min#[fg=default] · #[fg=yellow]1,845 kcal left#[fg=default] · "
                + "#[fg=yellow]study 3/5#[fg=default] · #[fg=magenta]11:00 stand up#[fg=default]\n")
        #expect(
            await coach.run("status --format waybar").out
                == #"{"class":"todo","percentage":50,"text":"\#(line)","tooltip":"stopwatch 01:05\ntea 05:00\n"#
                + #"breathing 4/10 min\n1,845 kcal left\nstudy 3/5\n11:00 stand up"}"# + "\n")
        #expect(
            await coach.run("status --format i3blocks").out
                == line + "\nstopwatch 01:05 · tea 05:00 · 3 goals left\n#E5C07B\n")
        let json = await coach.run("status --json").out
        #expect(await coach.run("status --format json").out == json)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        #expect(decoded["text"] as? String == line)
        #expect((decoded["stopwatch"] as? [String: Any])?["seconds"] as? Double == 65)
        #expect((decoded["timer"] as? [String: Any])?["label"] as? String == "tea")
        #expect(
            (decoded["goals_left"] as? [[String: Any]])?.map { $0["area"] as! String } == [
                "breathing", "calories", "study",
            ])
        #expect(decoded["percent"] as? Int == 50)
        #expect((decoded["reminder"] as? [String: Any])?["time"] as? String == "2026-11-21T11:00:00+00:00")
        #expect((decoded["reminder"] as? [String: Any])?["note"] as? String == "stand up")
    }

    @Test func nothingThereIsAnEmptyLine() async throws {
        let coach = Harness()
        #expect(await coach.run("status").out == "\n")
        #expect(await coach.run("status --format waybar").out == #"{"class":"none","text":"","tooltip":""}"# + "\n")
        #expect(await coach.run("status --format i3blocks").out == "\n\n")
        #expect(await coach.run("goal breathing 10m").status == 0)
        try coach.context.breathing.log(
            BreathingSessionRecord(
                start: coach.context.now(), technique: "calm", pattern: BreathingPattern(inhale: 4, exhale: 6),
                cyclesPlanned: 60, cyclesDone: 60, seconds: 600, completed: true))
        #expect(
            await coach.run("status --format waybar").out
                == #"{"class":"done","percentage":100,"text":"","tooltip":""}"# + "\n")
    }

    @Test func wordsFromTheDataCannotDriveTheBar() async throws {
        let coach = Harness(mode: .interactive)
        #expect(
            await coach.run("timer 5m '\u{1B}]0;owned\u{07}#[fg=red]#(rm -rf ~) and a very long label'").status == 0)
        #expect(await coach.run("remind add 11:00 breathe '<b>bold</b> & \u{9B}31m'").status == 0)
        #expect(
            await coach.run("status").out
                == "^[]0;owned^G#[fg=red]#(rm -rf~… 05:00 · 11:00 <b>bold</b> & \\u{9B}31m\n")
        #expect(
            await coach.run("status --format tmux").out
                == "#[fg=cyan]^[]0;owned^G##[fg=red]##(rm -rf~… 05:00#[fg=default] · "
                + "#[fg=magenta]11:00 <b>bold</b> & \\u{9B}31m#[fg=default]\n")
        let waybar = await coach.run("status --format waybar").out
        #expect(waybar.contains("&lt;b&gt;bold&lt;/b&gt; &amp;"))
        #expect(!waybar.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }
}
