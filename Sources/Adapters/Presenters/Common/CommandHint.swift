/// How presenters quote and line up the words a customer types.
enum CommandHint {
    /// Where a hint's description starts when its words are short enough.
    static let descriptionColumn = 12

    /// `words` in quotes, as a sentence quotes what to type: `"show ID"`.
    static func quoted(_ words: String) -> String {
        "\"\(words)\""
    }

    /// One line of a list of hints: the words, then what they do from `descriptionColumn` (or two spaces on).
    static func row(_ words: String, _ description: String) -> String {
        words + String(repeating: " ", count: max(2, descriptionColumn - words.count)) + description
    }
}
