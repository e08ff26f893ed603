/// The lines typed at the prompt, oldest first, as they are kept between runs: at most `limit` of them, a line
/// repeated right after itself once, and no blank line or line that starts with a space (the way to type
/// something that is not kept).
struct LineHistory: Equatable {
    static let limit = 1_000

    private(set) var lines: [String] = []

    /// A history of `lines` (read back from a file, say) that keeps only what `add` would have kept; a line
    /// holding a control character is dropped too, so that recalling it cannot send anything to the terminal.
    init(_ lines: [String] = []) {
        for line in lines where !line.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            add(line)
        }
    }

    /// Adds `line` if the rules keep it; returns whether they did.
    @discardableResult
    mutating func add(_ line: String) -> Bool {
        guard Self.keeps(line), line != lines.last else { return false }
        lines.append(line)
        if lines.count > Self.limit {
            lines.removeFirst(lines.count - Self.limit)
        }
        return true
    }

    /// Whether a line is worth keeping at all: not blank, and not typed with a space first.
    static func keeps(_ line: String) -> Bool {
        !line.allSatisfy(\.isWhitespace) && line.first != " "
    }
}

/// Up and Down through the history while a line is read. The line being typed is kept aside as the newest entry,
/// and a recalled line edited before moving on keeps its edit until the line is done, as in linenoise.
struct HistoryBrowser: Equatable {
    private var lines: [String]
    private var index: Int

    init(lines: [String]) {
        self.lines = lines + [""]
        index = lines.count
    }

    /// The line `step` entries away (−1 is older), keeping `current` in place of the one left; nil past either end.
    mutating func move(by step: Int, leaving current: String) -> String? {
        let target = index + step
        guard lines.indices.contains(target) else { return nil }
        lines[index] = current
        index = target
        return lines[target]
    }
}
