/// Text from outside quoted inside a sentence: cleaned of anything a terminal would act on, and, where it may be of any
/// length (a typed word, a key in a file, a pasted spec), cut to what a line can hold.
public enum Quoted {
    /// The most characters of a word from outside that a message quotes.
    public static let longestExcerpt = 40

    /// A product's name, whole: the catalogue keeps names to a line's length.
    static func name(_ name: String) -> String {
        "\"\(TerminalSafeText.clean(name))\""
    }

    /// `text` in quotes, cleaned, and cut to its first `longest` characters and an ellipsis when it is longer. Only what
    /// is shown is looked at, so that text of megabytes costs no more than a short one.
    public static func excerpt(_ text: String, longest: Int = longestExcerpt) -> String {
        "\"\(cut(text, longest: longest))\""
    }

    /// `text` cleaned and cut as `excerpt` cuts it, without the quotes: for a part of a longer quoted text, such as a
    /// key from a file in a field's path.
    public static func cut(_ text: String, longest: Int = longestExcerpt) -> String {
        let visible = TerminalSafeText.clean(String(text.prefix(longest + 1)))
        return visible.count > longest ? visible.prefix(longest) + "…" : visible
    }
}
