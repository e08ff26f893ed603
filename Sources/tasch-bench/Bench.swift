import Adapters
import Drivers
import Entities
import Foundation
import UseCases

/// One run of the benchmark: where the binaries and the generated catalogues are, how many runs each figure is the
/// median of, and the tables it measures.
@MainActor
struct Bench {
    let sizes: [Int]
    let runs: Int
    /// The histories the order history's table is measured with.
    let historySizes: [Int]
    let tasch: String
    let yardstick: String
    let folder: String
    let environment: [String: String]
    /// Where tasch, run with `environment`, keeps the catalogues' indexes.
    let indexCache: CatalogueIndexCache
    /// Catalogues measured right after a second start, and with no yardstick (which takes seconds a run) above 100,000.
    private let afterStartSizes: Set<Int>
    private static let largestWithYardstick = 100_000

    /// A run of the quick smoke check, the browsing table alone, the full screen's table alone, issue 30's table alone,
    /// or the whole table; makes its temporary folder.
    init(smoke: Bool, browseOnly: Bool, screenOnly: Bool = false, leanOnly: Bool = false) throws {
        sizes = smoke ? [200] : browseOnly || leanOnly ? [100_000] : screenOnly ? [1_000, 300_000] : [1_000, 10_000, 100_000, 300_000]
        afterStartSizes = smoke ? [200] : [100_000, 300_000]
        runs = smoke ? 1 : 7
        historySizes = smoke ? [0, 200] : [0, 1_000, 100_000]
        let binaries = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().path
        yardstick = binaries + "/tasch-yardstick"
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tasch-bench-\(getpid())").path
        environment = ["HOME": folder, "PATH": "/usr/bin:/bin", "LANG": "C"]
        indexCache = CatalogueIndexCache(folder: CatalogueIndexCache.folder(environment: environment) ?? folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // A copy, as installed (Scripts/install.sh): the file the linker wrote stays in the page cache as the linker
        // wrote it, 4 KiB at a time, until it is read again from disk, and a start of it took 0.4 ms more processor time
        // than a start of the same bytes written whole (as here, as cp or llvm-objcopy write them).
        tasch = folder + "/tasch"
        try Data(contentsOf: URL(fileURLWithPath: binaries + "/tasch")).write(to: URL(fileURLWithPath: tasch))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tasch)
    }

    func removeFolder() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The browsing table alone, on the largest catalogue, answered from its index.
    func browsingOnly() async throws -> [String] {
        let path = cataloguePath(sizes[0])
        _ = try CatalogueFileWriter.write(products: sizes[0], toPath: path)
        await (try reader(sizes[0]).open(atPath: path)).finishWriting()
        return try await browsingTable(try reader(sizes[0]).open(atPath: path).catalogue)
    }

    /// The whole table: the targets, start-up, right after a second start, loading and browsing; nil when a program failed.
    func table() async throws -> [String]? {
        guard let bundledRuns = bundledRuns() else {
            print("tasch-bench: cannot run \(tasch) or \(yardstick): build them first with Scripts/release-build.sh")
            return nil
        }
        var startLines = [bundledRow(bundledRuns)]
        var starts: [TargetRows.Start] = []
        var loads: [String] = []
        var afterStarts: [AfterStart] = []
        for size in sizes {
            guard let start = try start(size) else { return nil }
            starts.append(start)
            startLines.append(row(start, baseline: bundledRuns.first.peakBytes))
            if let load = try loadRow(start) { loads.append(load) }
            if afterStartSizes.contains(size) {
                guard let after = AfterStart.measure(
                    products: size, fileBytes: start.fileBytes, runs: 2 * runs + 1, tasch: tasch, arguments: { arguments(size, $0) }, environment: environment
                ) else { return nil }
                afterStarts.append(after)
            }
        }
        guard let sideBySide = secondStartsSideBySide() else { return nil }
        let peerSize = sizes.filter { afterStartSizes.contains($0) }.first
        guard let leanStart = leanStart(products: peerSize, starts: starts) else { return nil }
        var lines = BenchText.introduction(runs: runs)
        lines += leanStart.lines()
        lines += TargetRows(sideBySide: sideBySide, starts: starts, afterStarts: afterStarts).lines()
        lines += BenchText.startUpHeading + startLines
        lines += afterStarts.flatMap { $0.lines() }
        lines += BenchText.loadingHeading + loads
        if let largest = sizes.filter({ afterStartSizes.contains($0) }).first {
            lines += try await browsingTable(try reader(largest).open(atPath: cataloguePath(largest)).catalogue)
        }
        lines += try await screenTable()
        guard let history = try await historyTable(before: nil) else { return nil }
        return lines + history + [""]
    }

    /// The order history's tables (issue 19), with an earlier build's runs beside them when `before` names its binary;
    /// nil, having said which run failed and how, when one did.
    func historyTable(before: String?) async throws -> [String]? {
        let rounds = before == nil ? 2 * runs + 1 : 3
        let bench = HistoryBench(
            sizes: historySizes, rounds: rounds, tasch: tasch, before: before, folder: folder, environment: environment
        )
        let measured: (after: HistoryBench.Measured, before: HistoryBench.Measured?, files: [Int: (document: Int, journal: Int)])
        let conversion: (run: ProcessProbe.Run, fileBytes: Int)?
        do {
            measured = try await bench.measure()
            conversion = try bench.conversion(count: before == nil ? 3 : 1)
        } catch let failure as HistoryBench.Failure {
            print("tasch-bench: the order history's tables stopped: \(failure)")
            return nil
        }
        guard let conversion else { return nil }
        return HistoryTable(
            sizes: historySizes, after: measured.after, before: measured.before, files: measured.files, conversion: conversion, rounds: rounds
        ).lines()
    }

    /// The bundled catalogue's start and the second starts of the catalogues measured after a second start, in the same
    /// rounds, so that the ratios the targets set compare runs made under the same load.
    private func secondStartsSideBySide() -> TargetRows.SideBySide? {
        let sizes = self.sizes.filter { afterStartSizes.contains($0) }
        let bundledQuit = ["--state", stateFolder(0) + "/state.json", "-c", "quit"]
        let programs = [(tasch, bundledQuit)] + sizes.map { (tasch, arguments($0, ["-c", "quit"])) }
        guard let measured = ProcessProbe.medians(3 * runs, programs, environment: environment), measured.allSatisfy({ $0.status == 0 }) else {
            print("tasch-bench: tasch failed side by side")
            return nil
        }
        return TargetRows.SideBySide(bundled: measured[0], secondStarts: Dictionary(uniqueKeysWithValues: zip(sizes, measured.dropFirst())))
    }

    func cataloguePath(_ size: Int) -> String { "\(folder)/catalogue-\(size).json" }

    /// Each catalogue has its own state folder, so that no run reads another's state.
    func stateFolder(_ size: Int) -> String { "\(folder)/state-\(size)" }

    func arguments(_ size: Int, _ commands: [String]) -> [String] {
        ["--catalogue", cataloguePath(size), "--state", stateFolder(size) + "/state.json"] + commands
    }

    private func reader(_ size: Int) -> CatalogueFileReader {
        let index = CatalogueIndexFile(path: indexCache.indexPath(forCatalogueAt: cataloguePath(size)), fileSystem: LocalFileSystem())
        return CatalogueFileReader(fileSystem: LocalFileSystem(), index: index)
    }

    func bundledRuns() -> (first: ProcessProbe.Run, second: ProcessProbe.Run, helloWorld: ProcessProbe.Run)? {
        // No --catalogue: the catalogue built into tasch.
        let arguments = ["--state", stateFolder(0) + "/state.json", "-c", "quit"]
        guard let first = ProcessProbe.median(runs * 3, tasch, arguments, environment: environment),
              let second = ProcessProbe.median(runs * 3, tasch, arguments, environment: environment),
              // Against the hello world: Foundation, Bundle.module and a small bundled JSON file decoded.
              let helloWorld = ProcessProbe.median(runs * 3, yardstick, [], environment: environment) else { return nil }
        return (first, second, helloWorld)
    }

    private func bundledRow(_ runs: (first: ProcessProbe.Run, second: ProcessProbe.Run, helloWorld: ProcessProbe.Run)) -> String {
        // The file the built-in catalogue is made from, in the sources this benchmark was built from.
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Resources/catalogue.json")
        let size = (try? FileManager.default.attributesOfItem(atPath: source.standardized.path)[.size] as? Int) ?? 0
        let start = TargetRows.Start(products: 10, fileBytes: size, first: runs.first, second: runs.second, yardstick: runs.helloWorld)
        return row(start, name: "bundled (10), against the hello world", baseline: runs.first.peakBytes)
    }

    private func removeIndex(_ size: Int) {
        _ = unlink(indexCache.indexPath(forCatalogueAt: cataloguePath(size)))
    }

    /// The first and second starts of a generated catalogue of `size` products, and the yardstick on the same file.
    func start(_ size: Int) throws -> TargetRows.Start? {
        let path = cataloguePath(size)
        let bytes = try CatalogueFileWriter.write(products: size, toPath: path)
        let quit = arguments(size, ["-c", "quit"])
        guard let first = ProcessProbe.median(runs, tasch, quit, environment: environment, prepare: { removeIndex(size) }),
              let second = ProcessProbe.median(runs, tasch, quit, environment: environment), first.status == 0, second.status == 0 else {
            print("tasch-bench: tasch failed on \(path)")
            return nil
        }
        var yardstickRun: ProcessProbe.Run?
        if size <= Self.largestWithYardstick {
            guard let run = ProcessProbe.median(runs, yardstick, [path], environment: environment), run.status == 0 else {
                print("tasch-bench: the yardstick failed on \(path)")
                return nil
            }
            yardstickRun = run
        }
        return TargetRows.Start(products: size, fileBytes: bytes, first: first, second: second, yardstick: yardstickRun)
    }

    /// Reading and decoding in-process, as a first start does; none above the largest size with a yardstick.
    private func loadRow(_ start: TargetRows.Start) throws -> String? {
        guard let yardstick = start.yardstick else { return nil }
        let seconds = try QueryProbe.load(path: cataloguePath(start.products), count: runs).seconds
        let megabytes = Double(start.fileBytes) / 1_000_000
        return "| \(grouped(start.products)) | \(ms(seconds)) | \(String(format: "%.0f MB/s", megabytes / seconds)) | \(String(format: "%.0f MB/s", megabytes / yardstick.seconds)) |"
    }

    /// The full screen's table alone, on catalogues generated and indexed for it.
    func screenOnly() async throws -> [String] {
        for size in sizes {
            _ = try CatalogueFileWriter.write(products: size, toPath: cataloguePath(size))
            await (try reader(size).open(atPath: cataloguePath(size))).finishWriting()
        }
        return try await screenTable()
    }

    /// The full screen on the smallest catalogue and on the largest, each as a start opens it.
    func screenTable() async throws -> [String] {
        let measured = Set([sizes.min() ?? 0, sizes.max() ?? 0])
        var catalogues: [(products: Int, catalogue: OpenedCatalogue)] = []
        for size in measured.sorted() {
            catalogues.append((size, try reader(size).open(atPath: cataloguePath(size))))
        }
        return try await ScreenRows.lines(catalogues, runs: runs)
    }

    private func browsingTable(_ catalogue: any ProductCatalogue) async throws -> [String] {
        let state = JSONFileShopStateStore(path: folder + "/state.json", fileSystem: BenchFileSystem(), currency: catalogue.currency)
        return try await tasch_bench.browsingTable(catalogue: catalogue, state: state, runs: runs)
    }
}
