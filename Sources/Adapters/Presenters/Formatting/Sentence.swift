/// Turns a clause into the start of a sentence.
enum Sentence {
    /// `text` with its first letter upper-cased: `out of stock` is `Out of stock`.
    static func capitalised(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
