import Commands
import Core
import Testing

/// The one place that decides whether the display is plain: --plain, then COACH_PLAIN, then the setting.
struct DisplayChoiceTests {
    @Test(
        arguments: [
            (false, nil, nil, false), (false, nil, "normal", false), (false, nil, "plain", true),
            (true, nil, nil, true), (true, "0", "normal", true), (false, "1", nil, true),
            (false, "yes", "normal", true),
            (false, "0", "plain", false), (false, "off", "plain", false), (false, "", "plain", true),
            (false, nil, "loud", false),
        ] as [(Bool, String?, String?, Bool)])
    func theFlagThenTheVariableThenTheSetting(flag: Bool, variable: String?, setting: String?, plain: Bool) {
        let environment = variable.map { ["COACH_PLAIN": $0] } ?? [:]
        #expect(DisplayChoice.resolve(flag: flag, environment: environment, setting: setting).plain == plain)
    }

    @Test func theSettingChangedInASessionIsFollowedUnlessTheFlagDecided() {
        let output = Output(.capture, style: Style(colors: true), display: DisplayChoice(setting: .normal))
        #expect(!output.style.plain && output.style.colors)
        output.followDisplaySetting(.plain)
        #expect(output.style.plain && !output.style.colors)
        output.followDisplaySetting(.normal)
        #expect(!output.style.plain && output.style.colors)
        let forced = Output(.capture, style: Style(colors: false), display: DisplayChoice(forced: true))
        forced.followDisplaySetting(.normal)
        #expect(forced.style.plain)
    }
}
