import ArgumentParser
import Core

/// `--lang en|ru`: the language names are shown in, where coach has both; the language coach speaks
/// (`context.language`: the language setting, else the locale) when left out.
struct LanguageOption: ParsableArguments {
    enum Language: String, ExpressibleByArgument, CaseIterable { case en, ru }

    @Option(help: "Show names in en (English) or ru (Russian); the language setting by default.")
    var lang: Language?

    /// Whether names are shown in Russian.
    func russian(_ context: CommandContext) -> Bool {
        (lang.map(\.rawValue) ?? context.language.rawValue) == MessageLanguage.ru.rawValue
    }

    /// The language of formula names.
    func formulas(_ context: CommandContext) -> FormulaLanguage { russian(context) ? .ru : .en }
}
