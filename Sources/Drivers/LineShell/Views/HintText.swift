import Adapters

/// How the line shell's views word the next steps a presenter offers: the command to type for each, quoted in a
/// sentence or lined up in a list, in `TerminalVocabulary`'s words.
enum HintText {
    /// Where a listed step's description starts when its words are short enough.
    static let descriptionColumn = 12

    private static let vocabulary = TerminalVocabulary()

    /// The command for `step` in quotes: `"show ID"`.
    static func quoted(_ step: NextStep) -> String {
        vocabulary.quoted(step)
    }

    /// One line of a list of steps: the words, then what they do from `descriptionColumn` (or two spaces on).
    static func row(_ step: NextStep, _ description: String) -> String {
        row(words: vocabulary.words(for: step), description)
    }

    /// One line of a list: `words`, then `description` from `descriptionColumn` (or two spaces on).
    static func row(words: String, _ description: String) -> String {
        words + String(repeating: " ", count: max(2, descriptionColumn - words.count)) + description
    }

    /// A sentence of what to type, each step quoted before its description: the choices `Type "show ID" to see a
    /// product, "next" for page 2, or "prev" for page 1.`, or steps `inTurn`, `Type "show ID" to find a product, then
    /// "add" to keep it here.`
    static func typing(_ steps: [(step: NextStep, description: String)], inTurn: Bool = false) -> String {
        var parts = steps.map { "\(quoted($0.step)) \($0.description)" }
        if parts.count > 1, !inTurn { parts[parts.count - 1] = "or " + parts[parts.count - 1] }
        return "Type \(parts.joined(separator: inTurn ? ", then " : ", "))."
    }

    /// An error as a sentence of its own, its way out included: `"Stool" is out of stock: remove it with "remove 7",
    /// then check out again.`, its first letter upper-cased.
    static func sentence(_ error: ErrorViewModel) -> String {
        let text = self.error(error)
        return text.prefix(1).uppercased() + text.dropFirst() + "."
    }

    /// An error's message, ended with its way out, the steps as commands in the presenter's words around them:
    /// `"Stool" is out of stock: remove it with "remove 7", then check out again`.
    static func error(_ error: ErrorViewModel) -> String {
        guard let wayOut = error.wayOut, !wayOut.steps.isEmpty else { return error.message }
        return "\(error.message): \(wayOut.lead) \(EnglishList.joined(wayOut.steps.map(quoted)))\(wayOut.follow)"
    }
}
