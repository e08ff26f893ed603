import Entities
import Foundation
import UseCases

/// The orders a state document commits, read from the journal beside it a line at a time: the newest page, one order
/// or those since a number cost a binary search over the lines and the lines shown, however long the history. Positions
/// and numbers both ascend along the journal, so either finds its line by bisecting byte offsets. Every line read is
/// checked whole, and its position and number against what the search expects; opening checks the first line and the
/// last committed one against the document (Docs/state-file.md, "What is checked when").
package struct OrderJournal {
    private let lines: JournalFile
    private let commit: JournalCommit
    private let currency: Currency
    /// Where the first order's line starts, after the journal's own first line.
    private let ordersStart: Int

    /// The journal at `path` as `commit` describes it, checked; nil when it commits no order.
    package static func open(
        atPath path: String, commit: JournalCommit, fileSystem: any FileSystem, currency: Currency, maximumLineSize: Int
    ) throws(ShopStateFileError) -> OrderJournal? {
        guard commit.count > 0 else { return nil }
        let file: (any RandomAccessFile)?
        do {
            file = try fileSystem.openForReading(atPath: path)
        } catch {
            throw ShopStateFileError("\(error)")
        }
        guard let file else { throw ShopStateFileError("\(path): missing, yet the state commits \(commit.count) orders to it") }
        let lines = JournalFile(file: file, path: path, end: commit.bytes, maximumLineSize: maximumLineSize)
        let header = try lines.line(at: 0)
        try requireSalt(of: header, in: lines, matching: commit)
        let journal = OrderJournal(lines: lines, commit: commit, currency: currency, ordersStart: header.next)
        try journal.requireLastOrder()
        return journal
    }

    /// Refuses a journal whose first line is not a journal's, or names another salt than `commit`'s: another state's.
    static func requireSalt(of header: JournalFile.Line, in lines: JournalFile, matching commit: JournalCommit) throws(ShopStateFileError) {
        let salt: String
        do {
            salt = try ShopStateJournalLines.salt(inHeader: header.text)
        } catch {
            throw lines.damage(at: 0, error.description)
        }
        guard salt == commit.salt else {
            throw ShopStateFileError("\(lines.path): its salt \(salt) is not the state's, \(commit.salt): it is the journal of another state")
        }
    }

    /// The orders at `positions`, oldest first; those past the last are left out.
    package func orders(at positions: Range<Int>) throws(ShopStateFileError) -> [Order] {
        let wanted = positions.clamped(to: 0..<commit.count)
        guard !wanted.isEmpty else { return [] }
        let start = try firstLine(where: { $0.position }, isAtLeast: wanted.lowerBound)
        return try orders(from: start, positions: wanted)
    }

    /// The orders numbered `first` or later, oldest first.
    package func orders(numberedFrom first: Int) throws(ShopStateFileError) -> [Order] {
        guard let last = commit.lastNumber, first <= last else { return [] }
        let start = try firstLine(where: { $0.order.number }, isAtLeast: first)
        return try orders(from: start, positions: start.entry.position..<commit.count)
    }

    /// The order numbered `number`, or nil when there is none.
    package func order(numbered number: Int) throws(ShopStateFileError) -> Order? {
        guard let last = commit.lastNumber, number <= last else { return nil }
        let found = try firstLine(where: { $0.order.number }, isAtLeast: number).entry.order
        return found.number == number ? found : nil
    }

    typealias Entry = (position: Int, order: Order)

    /// The first order line whose `key` is at least `target`, found by bisecting the committed bytes; the last line
    /// when none is. `key` ascends along the journal.
    private func firstLine(where key: (Entry) -> Int, isAtLeast target: Int) throws(ShopStateFileError) -> (line: JournalFile.Line, entry: Entry) {
        var lower = ordersStart
        var upper = commit.bytes
        var found: (line: JournalFile.Line, entry: Entry)?
        while lower < upper {
            let middle = lower + (upper - lower) / 2
            let after = try lines.firstLine(atOrAfter: middle)
            // When no line starts in the upper half, the candidates all start in the lower, and the first is `lower`'s.
            let probe = if let after, after.start < upper { after } else { try lines.line(at: lower) }
            let entry = try self.entry(probe)
            if key(entry) >= target {
                found = (probe, entry)
                upper = probe.start
            } else {
                lower = probe.next
            }
        }
        if let found { return found }
        let last = try lines.line(at: lines.lastLineStart())
        return (last, try entry(last))
    }

    /// The orders at `positions` read on from `start`, the line of the first, each checked to follow the one before (its
    /// position next, its number by the order numbers' rule), and the last committed one to be the last line.
    private func orders(from start: (line: JournalFile.Line, entry: Entry), positions: Range<Int>) throws(ShopStateFileError) -> [Order] {
        var line = start.line
        var entry = start.entry
        var orders: [Order] = []
        for position in positions {
            if position > positions.lowerBound {
                line = try lines.line(at: line.next)
                let next = try self.entry(line)
                do {
                    try OrderNumbering.requireOrder(numbered: next.order.number, after: entry.order.number)
                } catch {
                    throw lines.damage(at: line.start, error.description)
                }
                entry = next
            }
            guard entry.position == position else {
                throw lines.damage(at: line.start, "its position is \(entry.position), where \(position) was expected")
            }
            orders.append(entry.order)
        }
        // Two lines at one position: the document's last order would never be shown, the other standing in its place.
        if positions.upperBound == commit.count, line.next != commit.bytes {
            throw lines.damage(at: line.start, "it is at position \(entry.position), the last committed, yet lines follow it")
        }
        return orders
    }

    /// Refuses a journal whose last committed line is not the order the document names last.
    private func requireLastOrder() throws(ShopStateFileError) {
        let line = try lines.line(at: lines.lastLineStart())
        guard line.start >= ordersStart else { throw ShopStateFileError("\(lines.path): holds no order, yet the state commits \(commit.count)") }
        let last = try entry(line)
        guard last.position == commit.count - 1, last.order.number == commit.lastNumber else {
            let expected = "#\(commit.lastNumber ?? 0) at position \(commit.count - 1)"
            throw lines.damage(at: line.start, "the state's last order is \(expected), but this is #\(last.order.number) at position \(last.position)")
        }
    }

    private func entry(_ line: JournalFile.Line) throws(ShopStateFileError) -> Entry {
        do {
            return try ShopStateJournalLines.entry(line.text, currency: currency)
        } catch {
            throw lines.damage(at: line.start, error.description)
        }
    }
}
