import Foundation

/// Issue 30's targets: Tasch's start against sqlite3's, counted in instructions, each command of the issue's table
/// against sqlite3 answering the same question, and the first start's peak memory against the file.
struct LeanStart {
    /// `tasch -c quit` on the bundled catalogue, after a first run, and `sqlite3 :memory: 'select 1;'`, in the same rounds.
    let start: (tasch: ProcessProbe.Run, sqlite: ProcessProbe.Run)?
    /// Their instructions, when valgrind is installed.
    let startInstructions: (tasch: Int, sqlite: Int)?
    let products: Int
    /// The issue's table, when sqlite3 is installed.
    let rows: [SQLitePeer.Row]?
    /// The first start of `products` products: with its index removed, and with the whole cache folder removed.
    let firstStart: (fileBytes: Int, indexRemoved: ProcessProbe.Run, cacheRemoved: ProcessProbe.Run)?

    static let startRatio = 1.5
    static let rowRatio = 2.0
    static let memoryRatio = 2.0
    /// The size the issue sets its table and its memory target for: a smaller catalogue file (a smoke run's) has no index
    /// and is decoded at every start, so its rows are shown without a verdict.
    static let targetProducts = 100_000

    func lines() -> [String] {
        var lines = ["", "## Against sqlite3 (issue 30), measured side by side in this run", ""]
        lines += [
            "Each Tasch command is a whole process after a second start (`tasch --catalogue FILE --state STATE -c COMMAND`), run in turn with one `sqlite3 -readonly DB SQL` process over the same catalogue made into a SQLite database (Scripts/bench.sh, `SQLitePeer`); medians of the same rounds. Instructions are valgrind's callgrind counts of one run each.",
            "",
            "| target | Tasch | sqlite3 | Tasch / sqlite3 | met? |", "| --- | ---: | ---: | ---: | --- |",
        ]
        lines.append(startRow())
        for row in rows ?? [] {
            lines.append(peerRow(row))
        }
        if rows == nil { lines.append("| the issue's table, within \(times(Self.rowRatio)) | — | — | — | not measured: no sqlite3 on the PATH |") }
        lines += memoryRows()
        return lines
    }

    private func startRow() -> String {
        let target = "`tasch -c quit`, bundled catalogue, after a first run: instructions ≤ \(times(Self.startRatio)) `sqlite3 :memory: 'select 1;'`"
        guard let counts = startInstructions else {
            return "| \(target) | — | — | — | not measured: no valgrind on the PATH |"
        }
        let ratio = Double(counts.tasch) / Double(counts.sqlite)
        let walls = start.map { " (\(ms($0.tasch.seconds)) against \(ms($0.sqlite.seconds)): \(times($0.tasch.seconds / $0.sqlite.seconds)))" } ?? ""
        let cells = [InstructionCount.millions(counts.tasch), InstructionCount.millions(counts.sqlite), times(ratio) + walls, met(ratio <= Self.startRatio)]
        return "| \(target) | " + cells.joined(separator: " | ") + " |"
    }

    private func peerRow(_ row: SQLitePeer.Row) -> String {
        let ratio = row.tasch.seconds / row.sqlite.seconds
        let target = "`\(row.pair.command)` within \(times(Self.rowRatio)) of `\(row.pair.sql.prefix(60))…`"
        func side(_ run: ProcessProbe.Run, _ count: Int?) -> String {
            "\(ms(run.seconds)) (processor \(ms(run.cpuSeconds))\(count.map { ", \(InstructionCount.millions($0))" } ?? ""))"
        }
        let cells = [
            side(row.tasch, row.instructions?.tasch), side(row.sqlite, row.instructions?.sqlite),
            "\(times(ratio)) (processor \(times(row.tasch.cpuSeconds / row.sqlite.cpuSeconds)))",
            products >= Self.targetProducts ? met(ratio <= Self.rowRatio) : "— (set for \(grouped(Self.targetProducts)) products)",
        ]
        return "| \(target) | " + cells.joined(separator: " | ") + " |"
    }

    private func memoryRows() -> [String] {
        // The target is set for 100,000 products; a smoke run's small catalogue peaks at the program itself.
        guard let first = firstStart, products >= Self.targetProducts else { return [] }
        return [("its index removed", first.indexRemoved), ("the cache folder removed", first.cacheRemoved)].map { condition, run in
            let ratio = Double(run.peakBytes) / Double(first.fileBytes)
            let target = "first start of \(grouped(products)) products, \(condition): peak memory (the process's `ru_maxrss`) ≤ \(times(Self.memoryRatio)) the file"
            return "| \(target) | \(megabytes(run.peakBytes)) | file \(megabytes(first.fileBytes)) | \(times(ratio)) | \(met(ratio <= Self.memoryRatio)) |"
        }
    }

    private func times(_ ratio: Double) -> String { String(format: "%.2f ×", ratio) }
    private func met(_ isMet: Bool) -> String { isMet ? "met" : "**not met**" }
}
