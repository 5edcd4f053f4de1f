import ArgumentParser
import Core

/// `--lang en|ru`: the language names are shown in, where coach has both; the language setting
/// when left out.
struct LanguageOption: ParsableArguments {
    enum Language: String, ExpressibleByArgument, CaseIterable { case en, ru }

    @Option(help: "Show names in en (English) or ru (Russian); the language setting by default.")
    var lang: Language?

    /// Whether names are shown in Russian.
    func russian(_ context: CommandContext) -> Bool {
        (lang ?? context.settings.language.flatMap(Language.init(rawValue:)) ?? .en) == .ru
    }

    /// The language of formula names.
    func formulas(_ context: CommandContext) -> FormulaLanguage { russian(context) ? .ru : .en }
}
