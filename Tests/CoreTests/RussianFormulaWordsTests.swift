import Core
import Testing

/// Every bundled formula speaks Russian: its name, description, every variable's meaning, its topic and category.
struct RussianFormulaWordsTests {
    static let russian = Messages(.ru)

    @Test func everyBundledFormulaHasItsRussianDescriptionAndVariableNames() {
        #expect(FormulaCatalog.bundled.count == 91)
        for formula in FormulaCatalog.bundled {
            #expect(formula.hasRussianWords, "\(formula.id) lacks Russian words")
            #expect(formula.russianName != nil, "\(formula.id) lacks a Russian name")
            let about = formula.about(in: .ru)
            #expect(about != formula.about && about.contains { $0.isCyrillic }, "\(formula.id): \(about)")
            #expect(about.hasSuffix("."), "\(formula.id): the description ends without a full stop")
            for variable in formula.variables {
                let meaning = formula.meaning(of: variable, in: .ru)
                #expect(
                    meaning.contains { $0.isCyrillic } || meaning.hasPrefix("pH") || meaning.hasPrefix("pOH"),
                    "\(formula.id).\(variable.symbol): \(meaning)")
            }
            #expect(Self.russian.tr(formula.topic) != formula.topic, "the topic \(formula.topic) is not translated")
            #expect(formula.category.title(in: Self.russian).contains { $0.isCyrillic })
        }
    }

    @Test func englishStaysAsWritten() {
        let ohm = FormulaCatalog.bundled.first { $0.id == "ohms-law" }!
        #expect(ohm.about(in: .en) == ohm.about)
        #expect(ohm.variables.map { ohm.meaning(of: $0, in: .en) } == ["voltage", "current", "resistance"])
        #expect(ohm.variables.map { ohm.meaning(of: $0, in: .ru) } == ["напряжение", "сила тока", "сопротивление"])
        #expect(ohm.category.title(in: .english) == "Physics" && ohm.category.title(in: Self.russian) == "Физика")
    }

    @Test func aFormulaOfYourOwnKeepsItsWords() throws {
        let mine = try Formula.userFormula(
            id: "spring-force", name: "Spring force", category: .physics, topic: "", equation: "F = k*x",
            about: "Hooke, by hand.", variables: ["F:force:N"], existingIDs: [])
        #expect(mine.about(in: .ru) == "Hooke, by hand.")
        #expect(mine.meaning(of: mine.variables[0], in: .ru) == "force")
    }

    @Test(arguments: [
        ("again", "снова"), ("трудно", "hard"), ("х", "good"), ("Легко", "easy"), ("с", "again"),
    ])
    func gradesAreReadInRussian(answer: String, grade: String) {
        let expected = RecallGrade(rawValue: grade) ?? RecallGrade.allCases.first { $0.russian == grade }
        #expect(RecallGrade(answer: answer) == expected)
    }
}

extension Character {
    fileprivate var isCyrillic: Bool { unicodeScalars.contains { (0x400..<0x500).contains($0.value) } }
}
