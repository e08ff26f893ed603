import Adapters

/// Typed words quoted back in messages: short, and with what a terminal would act on, or show as nothing, made
/// visible as all text is (`Quoted.excerpt`).
enum Printable {
    static let maximumLength = Quoted.longestExcerpt

    static func word(_ text: String) -> String {
        Quoted.excerpt(text)
    }
}
