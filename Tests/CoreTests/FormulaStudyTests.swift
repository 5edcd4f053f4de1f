import Core
import Foundation
import Storage
import Testing

struct RecallGradeTests {
    @Test(arguments: [
        ("g", RecallGrade.good), ("GOOD", .good), ("1", .again), ("4", .easy), ("h", .hard), (" e ", .easy),
    ])
    func gradesAreReadFromWordsLettersOrNumbers(answer: String, grade: RecallGrade) {
        #expect(RecallGrade(answer: answer) == grade)
    }

    @Test(arguments: ["", "5", "great", "x"])
    func otherAnswersAreNotGrades(answer: String) {
        #expect(RecallGrade(answer: answer) == nil)
    }
}

struct CalendarDayTests {
    @Test(arguments: ["1970-01-01", "2000-02-29", "2026-11-21", "2027-01-20", "1969-12-31"])
    func ordinalsRoundTrip(text: String) {
        let day = CalendarDay(text)!
        #expect(CalendarDay(ordinal: day.ordinal) == day)
        #expect(day.text == text)
    }

    @Test func countsDaysAndWeekdays() {
        #expect(CalendarDay("1970-01-02")!.ordinal == 1)
        #expect(CalendarDay("2026-11-21")!.weekdayFromMonday == 5)
        #expect(CalendarDay("2026-11-16")!.weekdayFromMonday == 0)
        #expect(CalendarDay("2026-12-31")!.adding(days: 1).text == "2027-01-01")
    }

    @Test(arguments: ["2026-02-29", "2026-13-01", "26-11-21", "2026-11-21x", "yesterday", "2026-1-5"])
    func refusesWhatIsNotADay(text: String) {
        #expect(CalendarDay(text) == nil)
    }

    @Test func streaksCountBackFromTodayOrYesterday() {
        let today = CalendarDay("2026-11-21")!
        let days = Set([-1, -2, -3, -7, -8, -9, -10, -11].map { today.adding(days: $0) })
        #expect(DayStreak(days: days, today: today).current == 3)
        #expect(DayStreak(days: days, today: today).best == 5)
        #expect(DayStreak(days: days.union([today]), today: today).current == 4)
        #expect(DayStreak(days: [today.adding(days: -2)], today: today).current == 0)
    }
}

struct SearchTextTests {
    @Test(arguments: [
        ("Kinetic Energy (m·v)", "kinetic energy m v"),
        ("Ёлка", "елка"),
        ("Café  naïve", "cafe naive"),
        ("Ohm's law", "ohm s law"),
        ("", ""),
    ])
    func foldsCaseAccentsAndPunctuation(text: String, folded: String) {
        #expect(SearchText.fold(text) == folded)
    }

    @Test(arguments: [
        ("kinetic", "kinetic", true), ("kinetik", "kinetic", true), ("knietic", "kinetic", true),
        ("kinetc", "kinetic", true),
        ("kineticc", "kinetic", true), ("kinetoc", "kinetix", false), ("ushakov", "ushakova", true),
        ("собор", "сбор", true), ("abc", "abcde", false),
    ])
    func oneTypoIsOneEdit(a: String, b: String, close: Bool) {
        #expect(SearchQuery.atMostOneEdit(Array(a.unicodeScalars), Array(b.unicodeScalars)) == close)
    }
}

struct FormulaSearchTests {
    func ids(_ text: String, store: any Store = MemoryStore()) throws -> [String] {
        try FormulaLibrary(store: store).search(text).map(\.id)
    }

    @Test func aTypoStillFindsTheFormulaFirst() throws {
        #expect(try ids("kinetik energy").first == "kinetic-energy")
        #expect(try ids("KINETIC energy").first == "kinetic-energy")
    }

    @Test func variablesFindFormulasUsingAllOfThem() throws {
        let found = try ids("mass velocity")
        #expect(found.contains("momentum") && found.contains("kinetic-energy"))
        #expect(!found.contains("ohms-law"))
    }

    @Test(arguments: [
        ("pythagoras", "pythagorean-theorem"), ("ohm's law", "ohms-law"), ("закон ома", "ohms-law"),
        ("второй закон ньютона", "newtons-second-law"), ("теорема пифагора", "pythagorean-theorem"),
        ("закон гука", "hookes-law"),
        ("уравнение менделеева клапейрона", "ideal-gas-law"), ("закон бойля мариотта", "boyles-law"),
        ("энергия фотона", "photon-energy"),
        ("кинетическая энергия", "kinetic-energy"), ("КПД цикла Карно", "carnot-efficiency"),
        ("объём шара", "sphere-volume"),
        ("snell", "snells-law"), ("energy", "kinetic-energy"), ("энергия", "kinetic-energy"),
    ])
    func commonAndRussianNamesFindTheirFormulaFirst(query: String, id: String) throws {
        #expect(try ids(query).first == id)
    }

    @Test func aPlainWordRanksTheFormulaItNamesMostNearlyFirst() throws {
        let found = try ids("energy")
        let kinetic = try #require(found.firstIndex(of: "kinetic-energy"))
        #expect(kinetic < found.firstIndex(of: "elastic-potential-energy")!)
        #expect(kinetic < found.firstIndex(of: "photon-energy")!)
    }

    @Test(arguments: FormulaCatalog.bundled)
    func everyBundledFormulaHasARussianName(formula: Formula) throws {
        let name = try #require(formula.russianName, "\(formula.id)")
        #expect(name.unicodeScalars.contains { (0x410...0x44F).contains($0.value) }, "\(formula.id): \(name)")
        #expect(formula.name(in: .ru) == name && formula.name(in: .en) == formula.name)
        #expect(try ids(name).first == formula.id, "\(formula.id): \(name)")
    }

    @Test func equationsAndDescriptionsAreSearchedToo() throws {
        #expect(try ids("sqrt").contains("quadratic-formula"))
        #expect(try ids("ideal gas").first == "ideal-gas-law")
    }

    @Test(arguments: StoreKind.allCases)
    func findsTheUsersFormulasThroughTheIndexAndSeesChanges(kind: StoreKind) throws {
        let store = kind.make().store
        func add(_ id: String, _ name: String) throws {
            try store.update(UserFormulas.self) { mine in
                mine.formulas.append(
                    try Formula.userFormula(
                        id: id, name: name, category: .physics, topic: "", equation: "F = k*x", about: "",
                        variables: ["F:spring force:N", "k:stiffness:N/m"], existingIDs: []))
            }
        }
        try add("spring-force", "Spring force")
        #expect(try ids("stifness", store: store) == ["spring-force"])
        try add("spring-twin", "Spring twin")
        #expect(try ids("spring", store: store).prefix(3) == ["spring-force", "spring-twin", "hookes-law"])
    }
}
