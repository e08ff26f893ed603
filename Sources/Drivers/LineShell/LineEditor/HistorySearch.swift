import Adapters

/// Ctrl-R: an incremental search back through the history for the newest line that holds the text typed so far,
/// as in readline. Typing narrows the search from the line found; Ctrl-R again looks further back.
struct HistorySearch: Equatable {
    private(set) var query = ""
    /// Where in the history the line shown was found; nil while nothing is.
    private(set) var found: Int?
    /// Where in the line found the text starts, in characters.
    private var position = 0
    /// Whether the text typed so far is in no older line.
    private(set) var isFailing = false
    /// The line being edited when the search began, given back when the search is left with Ctrl-G or Escape.
    let original: LineBuffer

    init(original: LineBuffer) {
        self.original = original
    }

    /// What the prompt says while searching.
    var prompt: String {
        "(\(isFailing ? "failing " : "")reverse-i-search)`\(query)': "
    }

    /// The line on show: the one found, with the cursor where the text starts in it; until then, the original line.
    func buffer(in lines: [String]) -> LineBuffer {
        guard let found else { return original }
        return LineBuffer(lines[found], cursor: position)
    }

    /// Adds `text` to what is searched for, without what a terminal would act on, as the line drops it: the prompt
    /// echoes the query, and no line of the history holds such a character.
    mutating func type(_ text: String, in lines: [String]) {
        query += TerminalSafeText.removingUnsafe(text)
        search(lines, from: found ?? lines.count - 1)
    }

    mutating func deleteBackward(in lines: [String]) {
        guard !query.isEmpty else { return }
        query.removeLast()
        found = nil
        search(lines, from: lines.count - 1)
    }

    mutating func searchOlder(in lines: [String]) {
        let shown = found.map { lines[$0] }
        search(lines, from: (found ?? lines.count) - 1, skipping: shown)
    }

    private mutating func search(_ lines: [String], from start: Int, skipping shown: String? = nil) {
        guard !query.isEmpty else {
            isFailing = false
            return
        }
        let match = stride(from: min(start, lines.count - 1), through: 0, by: -1).first {
            lines[$0] != shown && lines[$0].contains(query)
        }
        isFailing = match == nil
        guard let match, let range = lines[match].firstRange(of: query) else { return }
        found = match
        position = lines[match].distance(from: lines[match].startIndex, to: range.lowerBound)
    }
}
