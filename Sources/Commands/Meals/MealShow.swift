import ArgumentParser
import Core
import LiveStorage
import Storage

/// `meal show N [--open]`: one meal, with where its photo is.
struct MealShow: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "One meal of the day: its calories, time and photo's path; --open opens the photo.",
        discussion: """
            At a terminal, with chafa installed (apt install chafa), the photo is drawn under the meal in coloured \
            characters, at most 80×24; otherwise its path is shown.
            """)

    @Argument(help: ArgumentHelp("The meal's number in 'meal list'.", valueName: "n")) var number: Int
    @Flag(help: "Open the photo with the desktop's opener (xdg-open).") var open = false
    @OptionGroup var day: MealDayOption
    @OptionGroup var format: OutputFormat

    struct Shown: Encodable {
        var number: Int
        var date: String
        var time: Date
        var name: String
        var calories: Int
        var quantity: Int
        var total: Int
        var photo: String?
    }

    func validate() throws { try MealView.validate(number: number) }

    func run(in context: CommandContext) async throws {
        let mealDay = try day.day(context)
        let entry = try context.meals.day(mealDay).entry(at: number)
        let photo = entry.photo.map { context.dataDirectory + "/meals/photos/" + $0 }
        let time = CalendarDay.clock(entry.time, in: context.calendar)
        try await format.show(
            Shown(
                number: number, date: mealDay.text, time: entry.time, name: entry.name, calories: entry.calories,
                quantity: entry.quantity, total: entry.total, photo: photo), in: context
        ) {
            let words = context.messages
            context.output.line(
                words.tr("Meal %@ on %@ at %@: %@", String(number), mealDay.text, time, MealView.entry(entry, words)))
            context.output.line(
                photo.map { words.tr("Photo: %@", $0) }
                    ?? words.tr("No photo; 'meal add FOOD --photo PATH' keeps one with a meal."))
        }
        if !format.json, let name = entry.photo, let photo { await draw(photo, named: name, in: context) }
        guard open else { return }
        guard let photo, let name = entry.photo else { throw MealPhotoError.noPhotoToOpen(meal: number) }
        // A photo's name can arrive by sync from any machine: only an image inside the photos folder is opened.
        if let reason = PhotoFile.problem(name, inData: context.dataDirectory) {
            throw MealPhotoError.notOpened(name, reason: reason)
        }
        guard let opened = await context.system.run(Self.opener, [photo], timeout: .seconds(10)) else {
            throw MealPhotoError.noOpener(Self.opener, photo: photo)
        }
        guard opened.status == 0 else { throw MealPhotoError.openerFailed(Self.opener, said: opened.output) }
    }

    /// Draws the photo with chafa at a terminal; nothing when there is none, chafa is not installed, the photo is not
    /// one coach would open, or the display is plain (a picture is not read aloud); its path is printed either way.
    private func draw(_ photo: String, named name: String, in context: CommandContext) async {
        guard let terminal = context.terminal, !context.plain,
            PhotoFile.problem(name, inData: context.dataDirectory) == nil
        else {
            return
        }
        let size = PhotoPicture.size(columns: terminal.columns, rows: terminal.rows)
        let arguments = PhotoPicture.arguments(photo, size: size, depth: terminal.colorDepth)
        guard let drawn = await context.system.run(PhotoPicture.drawer, arguments, timeout: .seconds(10)) else {
            return
        }
        guard drawn.status == 0 else {
            let said = drawn.said.isEmpty ? "" : ": " + ControlCharacters.visible(drawn.said)
            return context.output.line(
                context.messages.tr(
                    "(chafa could not draw the photo%@; open it with 'meal show %@ --open')", said, String(number)))
        }
        context.output.show(PhotoPicture.frame(drawn.output))
        context.output.line()
    }

    #if os(macOS)
    static let opener = "open"
    #else
    static let opener = "xdg-open"
    #endif
}
