import Adapters

/// Typed words quoted back in messages: short, and with what a terminal would act on, or show as nothing, made
/// visible as all text is (`TerminalSafeText`).
enum Printable {
    static let maximumLength = 40

    static func word(_ text: String) -> String {
        // Only what is shown is looked at, so that a word of megabytes costs no more than a short one.
        let visible = TerminalSafeText.clean(String(text.prefix(maximumLength + 1)))
        let shortened = visible.count > maximumLength ? visible.prefix(maximumLength) + "…" : visible
        return "\"\(shortened)\""
    }
}
