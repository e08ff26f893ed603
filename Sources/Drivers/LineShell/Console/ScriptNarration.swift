/// A stepped script's comments as the people watching read them: each run of comment lines joined into paragraphs
/// (a line indented further, or an empty one, starts a new one) and wrapped to the window, every line marked `# ` as
/// in the script. A comment that starts `##` is a note for whoever reads the script (how to run it), never shown.
enum ScriptNarration {
    /// The lines to show for `comments`, consecutive comment lines of a script, fitted to `columns` when given.
    static func lines(_ comments: [String], columns: Int?) -> [String] {
        let shown = comments.filter { !$0.drop { $0.isWhitespace }.hasPrefix("##") }
        // Notes alone, and the blank lines around them, show nothing.
        guard shown.count == comments.count || shown.contains(where: { $0.contains("#") }) else { return [] }
        return paragraphs(of: shown).flatMap { paragraph -> [String] in
            guard let columns, !paragraph.isEmpty else { return ["# " + paragraph] }
            let indent = paragraph.prefix { $0 == " " }.count
            return WordWrap.lines(paragraph, columns: max(1, columns - 2), indent: indent).map { "# " + $0 }
        }.map { $0 == "# " ? "#" : $0 }
    }

    /// The text of `comments` without their `#` and the one space after it, lines of a paragraph joined by a space.
    private static func paragraphs(of comments: [String]) -> [String] {
        var paragraphs: [String] = []
        var continues = false
        for comment in comments {
            let text = comment.drop { $0.isWhitespace }.dropFirst().drop { $0 == "#" }
            let line = String(text.first == " " ? text.dropFirst() : text)
            if continues, !line.isEmpty, line.first != " " {
                paragraphs[paragraphs.count - 1] += " " + line
            } else {
                paragraphs.append(line)
            }
            continues = !line.isEmpty && line.first != " "
        }
        return paragraphs
    }
}
