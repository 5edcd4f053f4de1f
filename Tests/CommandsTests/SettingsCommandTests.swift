import Commands
import Core
import Testing

/// `settings` and `where`: defaults a person keeps, and where coach keeps things.
struct SettingsCommandTests {
    @Test func showSetResetAndTheirEffectOnBreathing() async {
        let coach = Harness(immediate: true)
        #expect(
            await coach.run("settings").out == """
                  technique          calm     default · the technique 'breathe' starts without one named
                  bell               off      default · whether 'breathe' rings the bell at each phase without --bell
                  sound              off      default · the ambience 'breathe' plays without --sound: ocean, rain or off
                  color              auto     default · colour without --color: auto, always or never
                  language           auto     default · the language coach speaks and shows names in: auto (from LANG), en or ru
                  display            normal   default · normal, or plain: lines for a screen reader, nothing drawn (also --plain)
                  day-starts         00:00    default · when a day begins: at 04:00, a 01:30 check-in counts for the evening before
                  notify             bell     default · how a reminder rings in an open shell: bell, terminal (a notification over SSH), desktop or both
                  retention          0.9      default · the share of flashcards you mean to recall when they come due: 0.80–0.97 (FSRS)
                  circle-color       phases   default · the breathing circle's colour; by default it changes with the phase
                  background-color   none     default · the breathing screen's background; by default the terminal's own
                Change one with 'settings set KEY VALUE'; they are kept in ~/.config/coach/settings.json.

                """)
        #expect(
            await coach.run("settings set technique Box").out
                == "technique is now box: the technique 'breathe' starts without one named.\n")
        #expect(
            await coach.run("settings set bell yes").out
                == "bell is now on: whether 'breathe' rings the bell at each phase without --bell.\n")
        #expect(await coach.run("breathe --cycles 1").out.hasPrefix("box 4-4-4-4, 1 cycle, 00:16:\n"))
        #expect(
            await coach.run("settings --json").out
                == "{\n  \"background-color\" : \"none\",\n  \"bell\" : \"on\",\n  \"circle-color\" : \"phases\",\n  \"color\" : \"auto\",\n  \"day-starts\" : \"00:00\",\n  \"display\" : \"normal\",\n  \"language\" : \"auto\",\n  \"notify\" : \"bell\",\n  \"retention\" : \"0.9\",\n  \"sound\" : \"off\",\n  \"technique\" : \"box\"\n}\n"
        )
        #expect(await coach.run("settings reset technique").out == "technique is back to its default, calm.\n")
        #expect(await coach.run("breathe --cycles 1").out.hasPrefix("calm 4-6, 1 cycle, 00:10:\n"))
    }

    @Test(arguments: [
        (
            "settings set colour never",
            "Error: there is no setting 'colour'. Did you mean 'color'? The settings are technique, bell, sound, color, language, display, day-starts, notify, retention, circle-color, background-color\n"
        ),
        (
            "settings set color purple",
            "Error: 'purple' is not a value for color; give auto, always or never, e.g. 'settings set color never'\n"
        ),
        (
            "settings set bell maybe",
            "Error: 'maybe' is not a value for bell; give on or off, e.g. 'settings set bell on'\n"
        ),
        ("settings set technique bx", "Error: there is no technique 'bx'. Did you mean 'box'?\n"),
        (
            "settings set language fr",
            "Error: 'fr' is not a value for language; give auto, en or ru, e.g. 'settings set language ru'\n"
        ),
    ])
    func refusalsSayWhatWorks(line: String, error: String) async {
        let coach = Harness()
        let result = await coach.run(line)
        // A setting or value typed wrong is a usage error (64, with the usage); a technique is looked for among the
        // saved ones too, so one that is not there is a failure (1), as `breathe` says it.
        let usage = "Usage: coach settings set <key> <value>\n  See 'coach settings set --help' for more information.\n"
        let technique = line.hasPrefix("settings set technique")
        #expect(result.status == (technique ? 1 : 64))
        #expect(result.err == error + (technique ? "" : usage))
        #expect(await coach.run("settings --json").out.contains("\"technique\" : \"calm\""))
    }

    /// `auto` (the default) speaks the locale's language; `en` and `ru` override it, for names too.
    @Test(arguments: [
        (MessageLanguage.en, nil, MessageLanguage.en),
        (.ru, nil, .ru),
        (.ru, "auto", .ru),
        (.ru, "en", .en),
        (.en, "RU", .ru),
    ])
    func theLanguageSettingOverridesTheLocale(
        locale: MessageLanguage, setting: String?, language: MessageLanguage
    ) async {
        let coach = Harness(locale: locale)
        if let setting {
            let answer = await coach.run("settings set language \(setting)").out
            // The answer is already in the language just chosen.
            let now = language == .ru ? "language теперь" : "language is now"
            #expect(answer.hasPrefix("\(now) \(setting.lowercased()): "))
        }
        #expect(coach.context.language == language)
        #expect(coach.context.messages == Messages(language))
    }

    @Test func whereNamesTheFolders() async {
        let places = await Harness().run("where").out
        #expect(
            places == """
                data       ~/.local/share/coach            (--data-dir, $COACH_HOME, $XDG_DATA_HOME/coach)
                history    (none: not a shell on files)    ($COACH_HISTORY, $XDG_STATE_HOME/coach/history)
                settings   ~/.config/coach/settings.json   ($XDG_CONFIG_HOME/coach/settings.json)

                """)
    }
}
