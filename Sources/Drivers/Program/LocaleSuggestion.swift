import Foundation

/// The known locale that a typed one nobody knows most likely meant, by language and country before spelling: the same
/// language and country where the country's code has changed (en_UK is en_GB, iw_IL is he_IL) or was typed with letters
/// to spare (en_USA: en_US), else the language in the country it is most spoken in (fr_XX: fr_FR), else the locale
/// spelled nearest (fe_FR: fr_FR). ICU knows the codes and the countries; it is asked only about a typed locale that is
/// unknown.
enum LocaleSuggestion {
    static func nearest(to typed: String, among known: [String]) -> String? {
        let canonical = Locale.identifier(.icu, from: typed)
        if let same = match(canonical, in: known) { return same }
        let language = Self.language(of: canonical)
        let ofLanguage = known.filter { Self.language(of: $0) == language }
        guard !ofLanguage.isEmpty else { return Suggestion.nearest(to: typed, among: known) }
        if let cut = cutToACountrysCode(canonical), let same = match(cut, in: ofLanguage) { return same }
        return mainLocale(of: language, among: ofLanguage) ?? ofLanguage.min()
    }

    /// `language_CC` for a country typed with letters to spare (`en_USA`, `de_CHH`); nil for any other.
    private static func cutToACountrysCode(_ identifier: String) -> String? {
        let parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard parts.count == 2, parts[1].count > 2, parts[1].allSatisfy(\.isLetter) else { return nil }
        return "\(parts[0])_\(parts[1].prefix(2))"
    }

    /// The language's own locale in the country ICU says it is most spoken in (`fr_FR`, `zh_Hans_CN`), or alone.
    private static func mainLocale(of language: String, among known: [String]) -> String? {
        let likely = Locale.Language(identifier: Locale.Language(identifier: language).maximalIdentifier)
        let region = likely.region?.identifier
        let script = likely.script?.identifier
        let candidates = [
            region.map { "\(language)_\($0)" }, script.flatMap { script in region.map { "\(language)_\(script)_\($0)" } }, language,
        ]
        return candidates.compactMap { $0 }.lazy.compactMap { match($0, in: known) }.first
    }

    private static func match(_ identifier: String, in known: [String]) -> String? {
        known.first { $0.lowercased() == identifier.lowercased() }
    }

    private static func language(of identifier: String) -> String {
        String(identifier.prefix { $0 != "_" && $0 != "-" }).lowercased()
    }
}
