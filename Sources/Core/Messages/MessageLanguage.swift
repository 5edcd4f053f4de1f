/// The language of the words coach prints; English is the text written in the sources.
public enum MessageLanguage: String, Sendable, CaseIterable {
    case en, ru

    /// The language the locale variables ask for, read as the C library reads them: the first of
    /// `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty decides. `ru_RU.UTF-8`, `ru` and
    /// `ru_UA` ask for Russian; `C`, `POSIX`, English, any other language and nothing at all for English.
    public static func fromLocale(_ environment: [String: String]) -> MessageLanguage {
        let name = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let name else { return .en }
        let language = name.prefix { $0 != "_" && $0 != "." && $0 != "@" }
        return language.lowercased() == "ru" ? .ru : .en
    }
}

/// `auto`, `en` or `ru`: the `language` setting.
public enum LanguageChoice: String, Sendable, CaseIterable {
    case auto, en, ru

    /// The language it means: `auto` the one the locale asks for (`MessageLanguage.fromLocale`).
    public func language(locale: MessageLanguage) -> MessageLanguage {
        switch self {
        case .auto: locale
        case .en: .en
        case .ru: .ru
        }
    }
}
