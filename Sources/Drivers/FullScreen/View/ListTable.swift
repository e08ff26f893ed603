/// A list's rows in columns that fit a width, as htop and lazygit fit theirs: a number (an id, a price, a total) is
/// never cut; a name gives way first, cut with "…" down to its least width; then a column of words that still does not
/// fit is left out whole, the least important first, and a row that had something in it ends with "…" to say so.
struct ListTable {
    /// One column: a cell a row, and how it gives way in a narrow window.
    struct Column {
        enum Fit: Equatable {
            /// A number: whole, always.
            case number
            /// A name: what the others leave, at most `most` columns; cut with "…" down to `least` before words drop.
            case name(least: Int, most: Int)
            /// Words, whole or left out; the lowest rank is left out first.
            case words(rank: Int)
        }

        var cells: [String]
        var fit: Fit
        var alignsRight = false
        /// The style of each row's cell; plain when nil.
        var styles: [CellStyle]?
        /// The width the column keeps whatever the rows (as wide as the widest cell it can hold); its widest cell when nil.
        var width: Int?

        var naturalWidth: Int {
            // A name is never wider than its most, so a longer one is measured only that far.
            let most = if case let .name(_, most) = fit { most } else { Int.max - 1 }
            return max(width ?? 0, cells.map { DisplayWidth.of($0, upTo: most) }.max() ?? 0)
        }
    }

    /// What sits between two columns.
    static let gap = "  "
    /// What ends each row when a column is left out.
    static let more = "…"

    var columns: [Column]

    /// How the columns fit a width: each one's width (nil for one left out or with nothing to show), and those left out
    /// for want of room.
    struct Layout: Equatable {
        var widths: [Int?]
        var leftOut: [Int]
    }

    /// How the columns fit `width` columns.
    func layout(in width: Int) -> Layout {
        let shown = columns.map { $0.naturalWidth > 0 || isName($0.fit) }
        var kept = shown
        while true {
            let leftOut = columns.indices.filter { shown[$0] && !kept[$0] }
            let used = usedWidth(kept: kept, leavesOut: !leftOut.isEmpty), room = max(0, width - used)
            let name = columns.indices.first { kept[$0] && isName(columns[$0].fit) }
            let needed = name.map { index in
                guard case let .name(least, _) = columns[index].fit else { return 0 }
                return min(least, columns[index].naturalWidth)
            } ?? 0
            if used + needed <= width || !leaveOutWords(from: &kept) {
                let widths = columns.indices.map { index -> Int? in
                    guard kept[index] else { return nil }
                    guard index == name, case let .name(_, most) = columns[index].fit else { return columns[index].naturalWidth }
                    return max(1, min(most, room))
                }
                return Layout(widths: widths, leftOut: leftOut)
            }
        }
    }

    /// Each row's spans in `width` columns.
    func rows(in width: Int) -> [[Span]] {
        let layout = layout(in: width)
        let last = layout.widths.lastIndex { $0 != nil }
        let rowCount = columns.map(\.cells.count).max() ?? 0
        return (0..<rowCount).map { row in
            let isCut = layout.leftOut.contains { row < columns[$0].cells.count && !columns[$0].cells[row].isEmpty }
            var spans: [Span] = []
            for (index, column) in columns.enumerated() {
                guard let width = layout.widths[index] else { continue }
                if !spans.isEmpty { spans.append(Span(Self.gap)) }
                let cell = row < column.cells.count ? column.cells[row] : ""
                let style = column.styles.map { row < $0.count ? $0[row] : .plain } ?? .plain
                // The last column, on the left and with no sign after it, needs no padding to the edge.
                spans.append(index == last && !column.alignsRight && !isCut
                    ? Span(DisplayWidth.truncated(cell, toColumns: width), style)
                    : Span.cell(cell, width: width, right: column.alignsRight, style: style))
            }
            if isCut { spans += [Span(Self.gap), Span(Self.more, .dim)] }
            return spans
        }
    }

    /// The columns taken by every kept column but the name, the gaps, and the sign that some are left out.
    private func usedWidth(kept: [Bool], leavesOut: Bool) -> Int {
        let keptCount = kept.filter { $0 }.count
        let fixed = columns.indices.filter { kept[$0] && !isName(columns[$0].fit) }.map { columns[$0].naturalWidth }.reduce(0, +)
        let sign = leavesOut ? DisplayWidth.of(Self.gap + Self.more) : 0
        return fixed + DisplayWidth.of(Self.gap) * max(0, keptCount - 1) + sign
    }

    /// Leaves out the kept column of words of the lowest rank; false when none is left to leave out.
    private func leaveOutWords(from kept: inout [Bool]) -> Bool {
        let words = columns.indices.compactMap { index -> (index: Int, rank: Int)? in
            guard kept[index], case let .words(rank) = columns[index].fit else { return nil }
            return (index, rank)
        }
        guard let lowest = words.min(by: { $0.rank < $1.rank }) else { return false }
        kept[lowest.index] = false
        return true
    }

    private func isName(_ fit: Column.Fit) -> Bool {
        if case .name = fit { true } else { false }
    }
}
