import Clocks
import Commands
import Core
import Foundation
import Storage
import Testing

/// `status`: one line for a status bar, in each shape a bar reads, from the morning `today` shows.
struct StatusCommandTests {
    /// `today`'s morning (08:13:05: the stopwatch at 01:05, the tea timer 65 s down), and a reminder at 11:00.
    static func morning() async throws -> Harness {
        let coach = try await TodayCommandTests.morning()
        #expect(await coach.run("remind add 11:00 breathe 'stand up'").status == 0)
        await coach.clock.advance(by: .seconds(65))
        return coach
    }

    static let line =
        "stopwatch 01:05 · tea 03:55 · breathing 4/10 min · 1,845 kcal left · cards 3/5 · 11:00 stand up"

    @Test func oneLineInEveryShape() async throws {
        let coach = try await Self.morning()
        let line = Self.line
        #expect(await coach.run("status").out == line + "\n")
        #expect(await coach.run("status --format plain").out == line + "\n")
        #expect(
            await coach.run("status --format tmux").out
                == "#[fg=green]stopwatch 01:05#[fg=default] · #[fg=cyan]tea 03:55#[fg=default] · "
                + "#[fg=yellow]breathing 4/10 min#[fg=default] · #[fg=yellow]1,845 kcal left#[fg=default] · "
                + "#[fg=yellow]cards 3/5#[fg=default] · #[fg=magenta]11:00 stand up#[fg=default]\n")
        // Two of four goals met: the check-in, and calories while under the ceiling (shown as what is left of it).
        #expect(
            await coach.run("status --format waybar").out
                == #"{"class":"todo","percentage":50,"text":"\#(line)","tooltip":"stopwatch 01:05\ntea 03:55\n"#
                + #"breathing 4/10 min\n1,845 kcal left\ncards 3/5\n11:00 stand up"}"# + "\n")
        #expect(
            await coach.run("status --format i3blocks").out
                == line + "\nstopwatch 01:05 · tea 03:55 · 2 goals left\n#E5C07B\n")
        let json = await coach.run("status --json").out
        #expect(await coach.run("status --format json").out == json)
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(decoded["text"] as? String == line)
        #expect((decoded["stopwatch"] as? [String: Any])?["seconds"] as? Double == 65)
        #expect((decoded["timer"] as? [String: Any])?["label"] as? String == "tea")
        #expect((decoded["timer"] as? [String: Any])?["remaining"] as? Double == 235)
        #expect(
            (decoded["goals_left"] as? [[String: Any]])?.map { $0["area"] as? String } == [
                "breathing", "calories", "study",
            ])
        #expect(decoded["goals_met"] as? Int == 2)
        #expect(decoded["goals_set"] as? Int == 4)
        #expect(decoded["percent"] as? Int == 50)
        #expect((decoded["reminder"] as? [String: Any])?["time"] as? String == "2026-11-21T11:00:00+00:00")
        #expect((decoded["reminder"] as? [String: Any])?["note"] as? String == "stand up")
    }

    @Test func inRussian() async throws {
        let coach = try await Self.morning()
        #expect(await coach.run("settings set language ru").status == 0)
        #expect(
            await coach.run("status").out
                == "секундомер 01:05 · tea 03:55 · дыхание 4/10 мин · осталось 1845 ккал · карточки 3/5 · 11:00 stand up\n"
        )
        #expect(
            await coach.run("status --format i3blocks").out.split(separator: "\n").dropFirst().first
                == "секундомер 01:05 · tea 03:55 · ещё 2 цели")
    }

    @Test func anEmptyDayAskedForTheCheckInThenDone() async throws {
        let coach = Harness()
        // The check-in is a goal from the start.
        #expect(await coach.run("status").out == "not checked in yet\n")
        #expect(
            await coach.run("status --format waybar").out
                == #"{"class":"todo","percentage":0,"text":"not checked in yet","tooltip":"not checked in yet"}"# + "\n"
        )
        #expect(await coach.run("status --format i3blocks").out == "not checked in yet\n1 goal left\n#E5C07B\n")
        #expect(await coach.run("checkin --mood 4 --energy 3").status == 0)
        #expect(await coach.run("status").out == "\n")
        #expect(await coach.run("status --format tmux").out == "\n")
        #expect(
            await coach.run("status --format waybar").out
                == #"{"class":"done","percentage":100,"text":"","tooltip":""}"# + "\n")
        #expect(await coach.run("status --format i3blocks").out == "\n\n")
        #expect(await coach.run("goal checkin off").status == 0)
        #expect(await coach.run("status --format waybar").out == #"{"class":"none","text":"","tooltip":""}"# + "\n")
        #expect(
            await coach.run("status --json").out == "{\n  \"goals_left\" : [\n\n  ],\n  \"goals_met\" : 0,\n"
                + "  \"goals_set\" : 0,\n  \"text\" : \"\"\n}\n")
    }

    @Test func aRestDayAsksNoCheckIn() async throws {
        let coach = Harness()
        #expect(await coach.run("checkin rest").status == 0)
        #expect(
            await coach.run("status --format waybar").out
                == #"{"class":"done","percentage":100,"text":"","tooltip":""}"# + "\n")
    }

    @Test func overTheCeilingUnnamedTimerTomorrowsReminderAndMoreGoals() async throws {
        let coach = Harness(mode: .interactive)
        for line in [
            "checkin --mood 3 --energy 3", "goal calories 2000", "meal add Feast 2500", "goal breathing 10m",
            "goal study 5", "track add water --unit glasses --goal 8", "timer 90s", "remind add 07:00 checkin",
        ] {
            #expect(await coach.run(line).status == 0, "\(line)")
        }
        await coach.clock.advance(by: .seconds(30))
        #expect(
            await coach.run("status").out
                == "timer 01:00 · breathing 0/10 min · 500 kcal over · cards 0/5 · +1 more · tomorrow 07:00 checkin\n")
        #expect(
            await coach.run("status --format i3blocks").out
                == "timer 01:00 · breathing 0/10 min · 500 kcal over · cards 0/5 · +1 more · tomorrow 07:00 checkin\n"
                + "timer 01:00 · 4 goals left\n#E5C07B\n")
        #expect(await coach.run("status --format waybar").out.contains(#""percentage":20,"#))
    }

    @Test func wordsFromTheDataCannotDriveTheBar() async throws {
        let coach = Harness(mode: .interactive)
        // As a sync or a hand edit could leave them: typed names refuse control characters.
        _ = coach.context.timers.start(
            .seconds(300), label: "\u{1B}]0;owned\u{07}#[fg=red]#(rm -rf ~) and a long label")
        _ = try coach.store.update(Reminders.self) { document in
            document.reminders.append(
                Reminder(
                    id: 1, rule: .daily(WallTime(minutes: 11 * 60)), command: "breathe",
                    note: "<b>bold</b> & \u{9B}31m\nFORGED", added: coach.context.now()))
        }
        #expect(await coach.run("goal checkin off").status == 0)
        #expect(
            await coach.run("status").out
                == "^[]0;owned^G#[fg=red]#(… 05:00 · 11:00 <b>bold</b> & \\u{9B}31m…\n")
        #expect(
            await coach.run("status --format tmux").out
                == "#[fg=cyan]^[]0;owned^G##[fg=red]##(… 05:00#[fg=default] · "
                + "#[fg=magenta]11:00 <b>bold</b> & \\u{9B}31m…#[fg=default]\n")
        let waybar = await coach.run("status --format waybar").out
        #expect(
            waybar
                == #"{"class":"none","text":"^[]0;owned^G#[fg=red]#(… 05:00 · 11:00 &lt;b&gt;bold&lt;/b&gt; "#
                + #"&amp; \\u{9B}31m…","tooltip":"^[]0;owned^G#[fg=red]#(… 05:00\n11:00 &lt;b&gt;bold"#
                + #"&lt;/b&gt; &amp; \\u{9B}31m…"}"# + "\n")
        for shape in ["plain", "tmux", "waybar", "i3blocks", "json"] {
            let out = await coach.run("status --format \(shape)").out
            #expect(
                !out.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) },
                "\(shape): \(out)")
        }
    }
}
