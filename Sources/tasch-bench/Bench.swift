import Adapters
import Entities
import Foundation
import UseCases

/// One run of the benchmark: where the binaries and the generated catalogues are, how many runs each figure is the
/// median of, and the tables it measures.
@MainActor
struct Bench {
    let sizes: [Int]
    let runs: Int
    private let tasch: String
    private let yardstick: String
    private let bundled: String
    private let folder: String
    private let environment: [String: String]

    /// A run of the quick smoke check, the browsing table alone, or the whole table; makes its temporary folder.
    init(smoke: Bool, browseOnly: Bool) throws {
        sizes = smoke ? [200] : browseOnly ? [100_000] : [1_000, 10_000, 100_000]
        runs = smoke ? 1 : 7
        let binaries = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().path
        tasch = binaries + "/tasch"
        yardstick = binaries + "/tasch-yardstick"
        bundled = binaries + "/tasch_tasch.resources/catalogue.json"
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tasch-bench-\(getpid())").path
        environment = ["HOME": folder, "PATH": "/usr/bin:/bin", "LANG": "C"]
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func removeFolder() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The browsing table alone, on the largest catalogue.
    func browsingOnly() async throws -> [String] {
        let path = "\(folder)/catalogue-\(sizes[0]).json"
        _ = try CatalogueFileWriter.write(products: sizes[0], toPath: path)
        return try await browsingTable(try QueryProbe.load(path: path, count: 1).catalogue)
    }

    /// The whole table: start-up, loading and browsing; nil when a program failed.
    func table() async throws -> [String]? {
        var lines = ["# tasch-bench", "", "Release build (Scripts/release-build.sh: standard library linked statically); median of \(runs) runs after one warm-up run; a shared 2-core machine.", ""]
        lines += ["## Start-up: `tasch -c quit` against the yardstick (Foundation, read, `JSONDecoder`)", ""]
        lines += ["First start: no start-up cache (removed before each run). Second start: the same command again with the cache the first left. The bundled catalogue is compared with the yardstick's hello world (no argument: Foundation, `Bundle.module` and a small bundled JSON file decoded); the others with the yardstick decoding the same file.", ""]
        lines += ["| catalogue | file | tasch, first start | yardstick | tasch / yardstick | tasch peak memory | per product, above the bundled run | peak / file | second start | its peak memory |", "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
        guard let small = bundledRow() else {
            print("tasch-bench: cannot run \(tasch) or \(yardstick): build them first with Scripts/release-build.sh")
            return nil
        }
        lines.append(small.row)
        var loads: [String] = []
        var largest: (any ProductCatalogue)?
        for size in sizes {
            guard let measured = try sizeRows(size, baseline: small.peakBytes) else { return nil }
            lines.append(measured.row)
            loads.append(measured.load)
            largest = measured.catalogue
        }
        lines += ["", "## Loading in-process (read the file, decode it and pack it for browsing; no cache)", ""]
        lines += ["| catalogue | read + decode | throughput | yardstick, whole process |", "| ---: | ---: | ---: | ---: |"] + loads
        if let largest {
            lines += try await browsingTable(largest)
        }
        return lines + [""]
    }

    private func taschArguments(_ catalogue: String) -> [String] {
        ["--catalogue", catalogue, "--state", folder + "/state.json", "-c", "quit"]
    }

    private func removeCache() {
        _ = unlink(folder + "/catalogue.index")
    }

    private func bundledRow() -> (row: String, peakBytes: Int)? {
        guard let first = ProcessProbe.median(runs * 3, tasch, taschArguments(bundled), environment: environment, prepare: removeCache),
              let second = ProcessProbe.median(runs * 3, tasch, taschArguments(bundled), environment: environment),
              // Against the hello world: Foundation, Bundle.module and a small bundled JSON file decoded.
              let helloWorld = ProcessProbe.median(runs * 3, yardstick, [], environment: environment) else { return nil }
        let size = (try? FileManager.default.attributesOfItem(atPath: bundled)[.size] as? Int) ?? 0
        return (row("bundled (10), against the hello world", size, first, helloWorld, second, products: 10, baseline: first.peakBytes), first.peakBytes)
    }

    private func sizeRows(_ size: Int, baseline: Int) throws -> (row: String, load: String, catalogue: any ProductCatalogue)? {
        let path = "\(folder)/catalogue-\(size).json"
        let bytes = try CatalogueFileWriter.write(products: size, toPath: path)
        guard let first = ProcessProbe.median(runs, tasch, taschArguments(path), environment: environment, prepare: removeCache),
              let second = ProcessProbe.median(runs, tasch, taschArguments(path), environment: environment),
              let yardstickRun = ProcessProbe.median(runs, yardstick, [path], environment: environment),
              first.status == 0, second.status == 0, yardstickRun.status == 0 else {
            print("tasch-bench: tasch or the yardstick failed on \(path)")
            return nil
        }
        let (seconds, catalogue) = try QueryProbe.load(path: path, count: runs)
        let megabytes = Double(bytes) / 1_000_000
        let load = "| \(grouped(size)) | \(ms(seconds)) | \(String(format: "%.0f MB/s", megabytes / seconds)) | \(String(format: "%.0f MB/s", megabytes / yardstickRun.seconds)) |"
        return (row(grouped(size), bytes, first, yardstickRun, second, products: size, baseline: baseline), load, catalogue)
    }

    private func browsingTable(_ catalogue: any ProductCatalogue) async throws -> [String] {
        let state = JSONFileShopStateStore(path: folder + "/state.json", fileSystem: BenchFileSystem(), currency: catalogue.currency)
        return try await tasch_bench.browsingTable(catalogue: catalogue, state: state, runs: runs)
    }
}
