/// Names and what they do, side by side, as `help` and `--help` write them. The first column is as wide as the
/// widest name, up to a third of the window; a wider name takes a line (or more) of its own and its text starts on
/// the next. The text wraps under its own column, so the names stand out down the left.
struct TwoColumnText {
    private let indent: Int
    private let nameWidth: Int
    private let columns: Int?

    /// A layout for `names`, `indent` columns in, fitted to `columns`; without a window, every name fits and nothing wraps.
    init(names: [String], indent: Int = 2, columns: Int?) {
        self.indent = indent
        self.columns = columns
        let widest = columns.map { max(8, $0 / 3) } ?? Int.max
        nameWidth = names.map(DisplayWidth.of).filter { $0 <= widest }.max() ?? 0
    }

    /// The lines of one row.
    func lines(_ name: String, _ text: String) -> [String] {
        let margin = String(repeating: " ", count: indent)
        let textStart = indent + nameWidth + 2
        let width = DisplayWidth.of(name)
        guard width <= nameWidth else {
            return wrapped(margin + name, indent: indent + 2)
                + wrapped(String(repeating: " ", count: textStart) + text, indent: textStart)
        }
        return wrapped(margin + name + String(repeating: " ", count: nameWidth - width + 2) + text, indent: textStart)
    }

    private func wrapped(_ line: String, indent: Int) -> [String] {
        columns.map { WordWrap.lines(line, columns: $0, indent: indent) } ?? [line]
    }
}
