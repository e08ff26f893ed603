import Foundation

extension Bench {
    /// Issue 30's table alone (`--lean`), on 100,000 products after their first and second starts; nil when a run failed.
    func leanOnly() throws -> [String]? {
        guard bundledRuns() != nil, let start = try start(sizes[0]) else { return nil }
        return leanStart(products: sizes[0], starts: [start])?.lines()
    }

    /// Issue 30's figures: the bundled start beside sqlite3's, in instructions and in time; the table on the
    /// catalogue of `products` products (whose index a second start has written) beside its SQLite database; and that
    /// catalogue's first start, with its index and with the whole cache folder removed. What needs sqlite3 or valgrind
    /// is left out when it is not installed; nil when a run failed.
    func leanStart(products: Int?, starts: [TargetRows.Start]) -> LeanStart? {
        let bundledQuit = ["--state", stateFolder(0) + "/state.json", "-c", "quit"]
        let select = [":memory:", "select 1;"]
        let sqlite3 = Tool.named("sqlite3")
        var start: (tasch: ProcessProbe.Run, sqlite: ProcessProbe.Run)?
        if let sqlite3 {
            guard let runs = ProcessProbe.medians(3 * runs, [(tasch, bundledQuit), (sqlite3.path, select)], environment: environment) else {
                print("tasch-bench: tasch or sqlite3 failed side by side")
                return nil
            }
            start = (runs[0], runs[1])
        }
        let counts = InstructionCount.of(tasch, bundledQuit, environment: environment).flatMap { tasch in
            sqlite3.flatMap { InstructionCount.of($0.path, select, environment: environment) }.map { (tasch, $0) }
        }
        guard let products, let measured = starts.first(where: { $0.products == products }) else {
            return LeanStart(start: start, startInstructions: counts, products: 0, rows: nil, firstStart: nil)
        }
        var rows: [SQLitePeer.Row]?
        if let peer = SQLitePeer.make(catalogue: cataloguePath(products), environment: environment) {
            rows = peer.measure(products: products, rounds: 2 * runs + 1, tasch: tasch, taschArguments: arguments(products, []), environment: environment)
            guard rows != nil else { return nil }
        }
        // A home of its own, whose cache folder is removed before each run; the other catalogues' indexes stay.
        let home = folder + "/home-without-cache"
        var homeWithoutCache = environment
        homeWithoutCache["HOME"] = home
        guard let cacheRemoved = ProcessProbe.median(
            runs, tasch, arguments(products, ["-c", "quit"]), environment: homeWithoutCache, prepare: { try? FileManager.default.removeItem(atPath: home) }
        ), cacheRemoved.status == 0 else {
            print("tasch-bench: tasch failed on a first start with no cache folder")
            return nil
        }
        let firstStart = (measured.fileBytes, measured.first, cacheRemoved)
        return LeanStart(start: start, startInstructions: counts, products: products, rows: rows, firstStart: firstStart)
    }
}
