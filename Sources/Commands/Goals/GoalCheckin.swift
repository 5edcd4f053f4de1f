import Storage
import ArgumentParser
import Core

struct GoalCheckin: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "checkin", abstract: "Ask for a check-in every day (on, the default) or not (off).")

    @Argument(help: ArgumentHelp("on or off.", valueName: "on|off"), completion: .list(["on", "off"])) var value: String

    func run(in context: CommandContext) async throws {
        let on: Bool
        switch value.trimmed(\.isSpace).lowercased() {
        case "on", "yes": on = true
        case "off", "no": on = false
        default: throw GoalInputError.notOnOff(value)
        }
        try GoalCommand.set(.checkin, context: context) { $0.checkin = on ? nil : false }
    }
}
