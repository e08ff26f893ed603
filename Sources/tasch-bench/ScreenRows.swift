import Adapters
import Drivers
import Foundation
import UseCases

/// The full screen's table: each run of keys in-process on a small catalogue and on the largest, side by side, with
/// the time from a key to the frame that answers it and the bytes that frame wrote, against the target of 16 ms a key;
/// then the search typed on the largest, key by key.
@MainActor
enum ScreenRows {
    static let target = 0.016

    /// One run of keys on one catalogue, measured `runs` times.
    private struct Row {
        let name: String
        let products: Int
        /// Each key's label, its time in each run, and its time in each run until the count was complete too.
        let keys: [(label: String, seconds: [Double], counted: [Double])]
        let bytes: [Int]

        var median: Double { Self.median(keys.flatMap(\.seconds)) }
        /// The key slowest in its median run, and that median.
        var slowestKey: Double { keys.map { Self.median($0.seconds) }.max() ?? 0 }
        var slowestPress: Double { keys.flatMap(\.seconds).max() ?? 0 }
        /// The median of every key's time until the count was complete, and the slowest key's.
        var countedMedian: Double { Self.median(keys.flatMap(\.counted)) }
        var countedSlowestKey: Double { keys.map { Self.median($0.counted) }.max() ?? 0 }

        static func median(_ values: [Double]) -> Double {
            values.isEmpty ? 0 : values.sorted()[values.count / 2]
        }
    }

    /// The table for `catalogues`, each as a start opens it, keyed by its number of products.
    static func lines(_ catalogues: [(products: Int, catalogue: OpenedCatalogue)], runs: Int) async throws -> [String] {
        var rows: [Row] = []
        for (products, catalogue) in catalogues {
            var runsOfKeys: [[ScreenBenchmark.Measurement]] = []
            for _ in 0..<runs { runsOfKeys.append(try await ScreenBenchmark.measure(catalogue: catalogue)) }
            for (index, measurement) in runsOfKeys[0].enumerated() {
                let keys = measurement.keys.indices.map { key in
                    (measurement.keys[key], runsOfKeys.map { $0[index].seconds[key] }, runsOfKeys.map { $0[index].countedSeconds[key] })
                }
                rows.append(Row(name: measurement.name, products: products, keys: keys, bytes: measurement.bytes))
            }
        }
        return table(rows.sorted { ($0.name, $0.products) < ($1.name, $1.products) }, runs: runs) + searchByKey(rows, runs: runs)
    }

    private static func table(_ rows: [Row], runs: Int) -> [String] {
        var lines = [
            "", "## The full screen, key by key (`tasch --screen`, in-process, 80×24)", "",
            "Each key is timed from the moment it is typed to the frame that shows its answer (the update, the use case over the catalogue as a start opens it, the presenter, the view and the frame written by difference), \(runs) runs of every key: the median of all keys, the slowest key (its median run), and the slowest single press, which on a shared machine also measures the other work of the moment. A page counts its matches only one past its end, and the screen completes the count after showing it: the count's columns time a key until that frame too (median of all keys, slowest key). Bytes are all a key wrote.",
            "", "| keys | products | per key, median | slowest key | slowest press | count complete: median | slowest key | bytes a key, median (most) | ≤ 16 ms a key? |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
        ]
        for row in rows {
            let bytes = row.bytes.sorted()
            let met = row.slowestKey > target ? "**not met**" : row.slowestPress > target ? "met; a press slower" : "met"
            lines.append("| \(row.name) | \(grouped(row.products)) | \(ms(row.median)) | \(ms(row.slowestKey)) | \(ms(row.slowestPress)) | "
                + "\(ms(row.countedMedian)) | \(ms(row.countedSlowestKey)) | "
                + "\(grouped(bytes[bytes.count / 2])) (\(grouped(bytes.last ?? 0))) | \(met) |")
        }
        return lines
    }

    /// The search typed on the largest catalogue, each key's median and slowest run.
    private static func searchByKey(_ rows: [Row], runs: Int) -> [String] {
        guard let search = rows.filter({ $0.name.hasPrefix("typing a search") }).max(by: { $0.products < $1.products }) else { return [] }
        var lines = [
            "", "Typing the search on \(grouped(search.products)) products, key by key (\(runs) runs):", "",
            "| key | median | slowest | count complete, median |", "| --- | ---: | ---: | ---: |",
        ]
        for key in search.keys {
            lines.append("| `\(key.label)` | \(ms(Row.median(key.seconds))) | \(ms(key.seconds.max() ?? 0)) | \(ms(Row.median(key.counted))) |")
        }
        return lines
    }
}
