// tasch-bench: generates catalogues of 1,000, 10,000, 100,000 and 300,000 products in a temporary folder and measures,
// side by side, Tasch's time to first prompt against a JSONDecoder yardstick, load throughput, peak memory, and
// browsing latency; the full screen key by key; then the commands of a customer with 0, 1,000 and 100,000 orders. Run
// it through Scripts/bench.sh, which builds everything in release first.
import Adapters
import Entities
import Foundation
import UseCases

@MainActor
func main() async throws -> Int32 {
    let arguments = CommandLine.arguments.dropFirst()
    // An earlier build's tasch, run beside this one: for the order history's tables, or the first start's.
    let historyBefore = value(of: "--history-before=", in: arguments), firstStartBefore = value(of: "--first-start-before=", in: arguments)
    let earlierBuilds = [("--history-before=", historyBefore), ("--first-start-before=", firstStartBefore)]
    if let status = try refusedEarlierBuild(earlierBuilds) ?? writtenCatalogues(into: value(of: "--write-catalogues=", in: arguments)) { return status }
    let bench = try Bench(
        smoke: arguments.contains("--smoke"),
        // Only the browsing table, on 100,000 products: a quick loop while working on a query's speed.
        browseOnly: arguments.contains("--browse"),
        // Only the full screen's table, on 1,000 and 300,000 products.
        screenOnly: arguments.contains("--screen"),
        // Only issue 30's table against sqlite3, on 100,000 products.
        leanOnly: arguments.contains("--lean")
    )
    defer { bench.removeFolder() }
    if arguments.contains("--browse") {
        print(try await bench.browsingOnly().joined(separator: "\n"))
        return 0
    }
    if arguments.contains("--lean") {
        guard let lines = try bench.leanOnly() else { return 70 }
        print(lines.joined(separator: "\n"))
        return 0
    }
    // Only issue 38's table: the first start of 100,000 products of two shapes against the yardstick.
    if arguments.contains("--first-start") || firstStartBefore != nil {
        guard let lines = try bench.firstStartTable(before: firstStartBefore) else { return 70 }
        print(lines.joined(separator: "\n"))
        return 0
    }
    if arguments.contains("--screen") {
        print(try await bench.screenOnly().joined(separator: "\n"))
        return 0
    }
    // Only the order history's tables; with --history-before=PATH, an earlier build's runs beside them.
    if arguments.contains("--history") || historyBefore != nil {
        guard let lines = try await bench.historyTable(before: historyBefore) else { return 70 }
        print(lines.joined(separator: "\n"))
        return 0
    }
    guard let lines = try await bench.table() else { return 70 }
    let table = lines.joined(separator: "\n")
    print(table)
    if let outputPath = value(of: "--output=", in: arguments) {
        try Data((table + "\n").utf8).write(to: URL(fileURLWithPath: outputPath))
    }
    return 0
}

/// The browsing table's lines: each command's first run and the median of `runs` more, on `catalogue`.
@MainActor
func browsingTable(catalogue: any ProductCatalogue, state: any ShopStateStore, runs: Int) async throws -> [String] {
    let products = catalogue.productCount
    let probe = QueryProbe()
    var lines = ["", "## Browsing \(grouped(products)) products as a second start opens them (interactor and store, in-process)", ""]
    lines += ["| command | first | then (median) | matches |", "| --- | ---: | ---: | ---: |"]
    let queries: [(String, CatalogueQuery)] = [
        ("catalogue", CatalogueQuery()),
        ("catalogue page \(max(1, products / 40))", CatalogueQuery(page: max(1, products / 40))),
        ("find oak", CatalogueQuery(searchText: "oak")),
        ("find CAFÉ tote", CatalogueQuery(searchText: "CAFÉ tote")),
        ("catalogue sort price", CatalogueQuery(sort: CatalogueSort(.price))),
        ("catalogue sort -price", CatalogueQuery(sort: CatalogueSort(.price, descending: true))),
        ("catalogue sort name", CatalogueQuery(sort: CatalogueSort(.name))),
        ("catalogue in-stock", CatalogueQuery(inStockOnly: true)),
        ("find lamp, sort price, in-stock", CatalogueQuery(searchText: "lamp", sort: CatalogueSort(.price), inStockOnly: true)),
    ]
    for (name, query) in queries {
        let (first, median) = await probe.time(query, on: catalogue, state: state, runs: runs)
        lines.append("| `\(name)` | \(ms(first)) | \(ms(median)) | \(grouped(probe.lastMatchCount)) |")
    }
    return lines
}

/// 64, having said why, when an option names an earlier build's tasch where there is no program; nil otherwise.
func refusedEarlierBuild(_ options: [(option: String, path: String?)]) -> Int32? {
    for (option, path) in options {
        if let path, !FileManager.default.isExecutableFile(atPath: path) {
            print("tasch-bench: \(option)\(path): no program there: name an earlier build's tasch (its Scripts/release-build.sh prints its folder)")
            return 64
        }
    }
    return nil
}

/// 0, having written the first start's catalogues into `target` and printed their paths, when it is given
/// (`--write-catalogues=FOLDER`, to profile a first start by hand); nil otherwise.
@MainActor
func writtenCatalogues(into target: String?) throws -> Int32? {
    guard let target else { return nil }
    print(try Bench.writeFirstStartCatalogues(into: target, products: 100_000).joined(separator: "\n"))
    return 0
}

/// The value of the option that starts with `name` (`--output=`, say), if it is given.
func value(of name: String, in arguments: ArraySlice<String>) -> String? {
    arguments.first { $0.hasPrefix(name) }.map { String($0.dropFirst(name.count)) }
}

/// A row of the start-up table: `start`'s first start against its yardstick, its peak memory, and its second start.
func row(_ start: TargetRows.Start, name: String? = nil, baseline: Int) -> String {
    let cells = [
        name ?? grouped(start.products), String(format: "%.1f MB", Double(start.fileBytes) / 1_000_000), ms(start.first.seconds),
        start.yardstick.map { ms($0.seconds) } ?? "—", start.yardstick.map { String(format: "%.2f", start.first.seconds / $0.seconds) } ?? "—",
        megabytes(start.first.peakBytes), "\(max(start.first.peakBytes - baseline, 0) / start.products) B",
        String(format: "%.1f", Double(start.first.peakBytes) / Double(max(start.fileBytes, 1))), ms(start.second.seconds), megabytes(start.second.peakBytes),
    ]
    return "| " + cells.joined(separator: " | ") + " |"
}

func ms(_ seconds: Double) -> String {
    String(format: seconds < 0.01 ? "%.2f ms" : "%.0f ms", seconds * 1000)
}

/// `number` grouped in threes as the shop writes its counts (`Plural.grouped`).
func grouped(_ number: Int) -> String {
    Plural.grouped(number)
}

// The launcher that ProcessProbe runs each measured program through; see ProcessProbe.run for why.
if CommandLine.arguments.count >= 3, CommandLine.arguments[1] == "--probe" {
    exit(ProcessProbe.launch(CommandLine.arguments[2], Array(CommandLine.arguments.dropFirst(3))))
}
exit(try await main())
