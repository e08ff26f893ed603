import Foundation

extension Bench {
    /// How many products issue 38's first start is measured with (a smoke run's few, for a quick check).
    var firstStartProducts: Int { sizes == [200] ? 200 : 100_000 }

    /// Issue 38's table alone (`--first-start`), with an earlier build's tasch in the same rounds when `before` names
    /// it; nil when a run failed.
    func firstStartTable(before: String?) throws -> [String]? {
        let bench = FirstStartBench(
            products: firstStartProducts, rounds: runs, tasch: tasch, yardstick: yardstick, before: before, folder: folder,
            environment: environment, indexPath: { indexCache.indexPath(forCatalogueAt: $0) }
        )
        return try bench.lines()
    }

    /// Writes the first start's catalogues of every shape into `target` (`--write-catalogues=FOLDER`), to profile a
    /// first start by hand; their paths.
    static func writeFirstStartCatalogues(into target: String, products: Int) throws -> [String] {
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        return try FirstStartBench.shapes.enumerated().map { number, shape in
            let path = "\(target)/first-start-\(number).json"
            _ = try shape.write(products, path)
            return path
        }
    }
}
