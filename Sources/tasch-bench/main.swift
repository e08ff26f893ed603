// tasch-bench: generates catalogues of 1,000, 10,000 and 100,000 products in a temporary folder and measures,
// side by side, Tasch's time to first prompt against a JSONDecoder yardstick, load throughput, peak memory, and
// browsing latency. Run it through Scripts/bench.sh, which builds everything in release first.
import Adapters
import Entities
import Foundation
import UseCases

@MainActor
func main() async throws -> Int32 {
    let arguments = CommandLine.arguments.dropFirst()
    let smoke = arguments.contains("--smoke")
    // Only the browsing table, on 100,000 products: a quick loop while working on a query's speed.
    let browseOnly = arguments.contains("--browse")
    let sizes = smoke ? [200] : browseOnly ? [100_000] : [1_000, 10_000, 100_000]
    let runs = smoke ? 1 : 7
    let outputPath = arguments.first { $0.hasPrefix("--output=") }.map { String($0.dropFirst("--output=".count)) }

    let binaries = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().path
    let tasch = binaries + "/tasch"
    let yardstick = binaries + "/tasch-yardstick"
    let bundled = binaries + "/tasch_tasch.resources/catalogue.json"
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tasch-bench-\(getpid())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let environment = ["HOME": folder, "PATH": "/usr/bin:/bin", "LANG": "C"]
    func taschArguments(_ catalogue: String) -> [String] {
        ["--catalogue", catalogue, "--state", folder + "/state.json", "-c", "quit"]
    }

    var lines = ["# tasch-bench", "", "Release build (Scripts/release-build.sh: standard library linked statically); median of \(runs) runs after one warm-up run; a shared 2-core machine.", ""]
    lines += ["## Start-up: `tasch -c quit` against the yardstick (Foundation, read, `JSONDecoder`)", ""]
    lines += ["First start: no start-up cache (removed before each run). Second start: the same command again with the cache the first left. The bundled catalogue is compared with the yardstick's hello world (no argument: Foundation, `Bundle.module` and a small bundled JSON file decoded); the others with the yardstick decoding the same file.", ""]
    lines += ["| catalogue | file | tasch, first start | yardstick | tasch / yardstick | tasch peak memory | per product, above the bundled run | peak / file | second start | its peak memory |", "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    let cache = folder + "/catalogue.cache"
    let removeCache = { _ = unlink(cache) }
    if browseOnly, let size = sizes.first {
        let path = "\(folder)/catalogue-\(size).json"
        _ = try CatalogueFileWriter.write(products: size, toPath: path)
        let catalogue = try QueryProbe.load(path: path, count: 1).catalogue
        let state = JSONFileShopStateStore(path: folder + "/state.json", fileSystem: BenchFileSystem(), currency: catalogue.currency)
        print(try await browsingTable(catalogue: catalogue, state: state, runs: runs).joined(separator: "\n"))
        return 0
    }
    guard let smallTasch = ProcessProbe.median(runs * 3, tasch, taschArguments(bundled), environment: environment, prepare: removeCache),
          let smallSecond = ProcessProbe.median(runs * 3, tasch, taschArguments(bundled), environment: environment),
          // Against the hello world: Foundation, Bundle.module and a small bundled JSON file decoded.
          let smallYardstick = ProcessProbe.median(runs * 3, yardstick, [], environment: environment) else {
        print("tasch-bench: cannot run \(tasch) or \(yardstick): build them first with Scripts/release-build.sh")
        return 66
    }
    let bundledSize = (try? FileManager.default.attributesOfItem(atPath: bundled)[.size] as? Int) ?? 0
    lines.append(row("bundled (10), against the hello world", bundledSize, smallTasch, smallYardstick, smallSecond, products: 10, baseline: smallTasch.peakBytes))

    var loads: [String] = []
    var largest: (path: String, catalogue: IndexedCatalogue?) = ("", nil)
    for size in sizes {
        let path = "\(folder)/catalogue-\(size).json"
        let bytes = try CatalogueFileWriter.write(products: size, toPath: path)
        guard let taschRun = ProcessProbe.median(runs, tasch, taschArguments(path), environment: environment, prepare: removeCache),
              let secondRun = ProcessProbe.median(runs, tasch, taschArguments(path), environment: environment),
              let yardstickRun = ProcessProbe.median(runs, yardstick, [path], environment: environment),
              taschRun.status == 0, secondRun.status == 0, yardstickRun.status == 0 else {
            print("tasch-bench: tasch or the yardstick failed on \(path)")
            return 70
        }
        lines.append(row(grouped(size), bytes, taschRun, yardstickRun, secondRun, products: size, baseline: smallTasch.peakBytes))
        let (seconds, catalogue) = try QueryProbe.load(path: path, count: runs)
        let megabytes = Double(bytes) / 1_000_000
        loads.append("| \(grouped(size)) | \(ms(seconds)) | \(String(format: "%.0f MB/s", megabytes / seconds)) | \(String(format: "%.0f MB/s", megabytes / yardstickRun.seconds)) |")
        largest = (path, catalogue)
    }
    lines += ["", "## Loading in-process (read the file, decode it and pack it for browsing; no cache)", ""]
    lines += ["| catalogue | read + decode | throughput | yardstick, whole process |", "| ---: | ---: | ---: | ---: |"] + loads

    if let catalogue = largest.catalogue {
        let state = JSONFileShopStateStore(path: folder + "/state.json", fileSystem: BenchFileSystem(), currency: catalogue.currency)
        lines += try await browsingTable(catalogue: catalogue, state: state, runs: runs)
    }
    lines.append("")
    let table = lines.joined(separator: "\n")
    print(table)
    if let outputPath {
        try Data((table + "\n").utf8).write(to: URL(fileURLWithPath: outputPath))
    }
    return 0
}

/// The browsing table's lines: each command's first run and the median of `runs` more, on `catalogue`.
@MainActor
func browsingTable(catalogue: IndexedCatalogue, state: any ShopStateStore, runs: Int) async throws -> [String] {
    let products = catalogue.productCount
    let probe = QueryProbe()
    var lines = ["", "## Browsing \(grouped(products)) products (interactor and store, in-process)", ""]
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

func row(
    _ name: String, _ bytes: Int, _ tasch: ProcessProbe.Run, _ yardstick: ProcessProbe.Run, _ second: ProcessProbe.Run,
    products: Int, baseline: Int
) -> String {
    let cells = [
        name, String(format: "%.1f MB", Double(bytes) / 1_000_000), ms(tasch.seconds), ms(yardstick.seconds),
        String(format: "%.2f", tasch.seconds / yardstick.seconds), String(format: "%.0f MB", Double(tasch.peakBytes) / 1_000_000),
        "\(max(tasch.peakBytes - baseline, 0) / products) B", String(format: "%.1f", Double(tasch.peakBytes) / Double(max(bytes, 1))),
        ms(second.seconds), String(format: "%.0f MB", Double(second.peakBytes) / 1_000_000),
    ]
    return "| " + cells.joined(separator: " | ") + " |"
}

func ms(_ seconds: Double) -> String {
    String(format: seconds < 0.01 ? "%.2f ms" : "%.0f ms", seconds * 1000)
}

func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    return String(digits.enumerated().flatMap { index, digit in
        index > 0 && (digits.count - index) % 3 == 0 ? [",", digit] : [digit]
    })
}

// The launcher that ProcessProbe runs each measured program through; see ProcessProbe.run for why.
if CommandLine.arguments.count >= 3, CommandLine.arguments[1] == "--probe" {
    exit(ProcessProbe.launch(CommandLine.arguments[2], Array(CommandLine.arguments.dropFirst(3))))
}
exit(try await main())
