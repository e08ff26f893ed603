import Foundation

/// Commands run right after a second start, each a whole process (`tasch -c COMMAND -c quit`) timed in the same rounds
/// as the start alone (`tasch -c quit`): what a customer waits for the first search, sort or page of a big catalogue,
/// beyond the start itself.
struct AfterStart {
    struct Row {
        let command: String
        let run: ProcessProbe.Run
    }

    let products: Int
    let fileBytes: Int
    /// The start alone.
    let start: ProcessProbe.Run
    let rows: [Row]

    /// A search, every sort that does not depend on the customer, and the first, a middle and the last page.
    static func commands(products: Int) -> [String] {
        let pages = max(1, (products + 19) / 20)
        let sorts = ["name", "-name", "price", "-price", "stock", "-stock"].map { "catalogue sort \($0)" }
        return ["find oak"] + sorts + ["catalogue page 1", "catalogue page \(max(1, pages / 2))", "catalogue page \(pages)"]
    }

    /// Measures the commands on the catalogue of `products` products whose index a first start has written; nil when
    /// a run failed.
    static func measure(
        products: Int, fileBytes: Int, runs: Int, tasch: String, arguments: ([String]) -> [String], environment: [String: String]
    ) -> AfterStart? {
        let commands = Self.commands(products: products)
        let programs = [(tasch, arguments(["-c", "quit"]))] + commands.map { (tasch, arguments(["-c", $0, "-c", "quit"])) }
        guard let measured = ProcessProbe.medians(runs, programs, environment: environment), measured.allSatisfy({ $0.status == 0 }) else {
            return nil
        }
        return AfterStart(
            products: products, fileBytes: fileBytes, start: measured[0],
            rows: zip(commands, measured.dropFirst()).map { Row(command: $0, run: $1) }
        )
    }

    /// The slowest of the search and the sorts.
    var slowestSearchOrSort: Row? { rows.filter { !$0.command.contains("page") }.max { $0.run.seconds < $1.run.seconds } }
    /// The slowest of the pages.
    var slowestPage: Row? { rows.filter { $0.command.contains("page") }.max { $0.run.seconds < $1.run.seconds } }
    /// The search, the first command.
    var search: Row? { rows.first }

    /// How much longer `row` took than the start alone.
    func extra(_ row: Row) -> Double {
        row.run.seconds - start.seconds
    }

    /// The table's lines: each command, its time, the time beyond the start alone, and its peak memory.
    func lines() -> [String] {
        var lines = ["", "## Right after a second start: \(grouped(products)) products (whole processes, median of the same rounds)", ""]
        lines += [
            "| command | time | beyond the start alone | processor time | beyond the start alone | peak memory | peak / file |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        lines.append("| start alone (`-c quit`) | \(ms(start.seconds)) | — | \(ms(start.cpuSeconds)) | — | \(megabytes(start.peakBytes)) | \(ratio(start.peakBytes)) |")
        for row in rows {
            let cells = [
                "`\(row.command)`", ms(row.run.seconds), ms(extra(row)), ms(row.run.cpuSeconds), ms(row.run.cpuSeconds - start.cpuSeconds),
                megabytes(row.run.peakBytes), ratio(row.run.peakBytes),
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines
    }

    private func ratio(_ bytes: Int) -> String {
        String(format: "%.2f", Double(bytes) / Double(max(fileBytes, 1)))
    }
}

func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f MB", Double(bytes) / 1_000_000)
}
