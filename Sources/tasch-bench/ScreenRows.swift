import Adapters
import Drivers
import Foundation
import UseCases

/// The full screen's table: each run of keys in-process on a small catalogue and on the largest, side by side, with
/// the time from a key to the frame that answers it and the bytes that frame wrote, against the target of 16 ms a key.
@MainActor
enum ScreenRows {
    static let target = 0.016

    /// The table for `catalogues`, each as a start opens it, keyed by its number of products.
    static func lines(_ catalogues: [(products: Int, catalogue: any ProductCatalogue)], runs: Int) async throws -> [String] {
        var lines = [
            "", "## The full screen, key by key (`tasch --screen`, in-process, 80×24)", "",
            "Each key is timed from the moment it is typed to the frame that shows its answer (the update, the use case over the catalogue as a start opens it, the presenter, the view and the frame written by difference); the median and the slowest of \(runs) runs of every key; bytes are those of the key's frame.",
            "", "| keys | products | per key, median | slowest key | bytes a key, median (most) | ≤ 16 ms a key? |", "| --- | ---: | ---: | ---: | ---: | --- |",
        ]
        var rows: [(name: String, products: Int, median: Double, slowest: Double, bytes: Int, most: Int)] = []
        for (products, catalogue) in catalogues {
            let state = JSONFileShopStateStore(path: "/state.json", fileSystem: BenchFileSystem(), currency: catalogue.currency)
            var runsOfKeys: [[ScreenBenchmark.Measurement]] = []
            for _ in 0..<runs { runsOfKeys.append(try await ScreenBenchmark.measure(catalogue: catalogue, state: state)) }
            for (index, measurement) in runsOfKeys[0].enumerated() {
                let seconds = runsOfKeys.flatMap { $0[index].seconds }.sorted()
                let bytes = measurement.bytes.sorted()
                rows.append((measurement.name, products, seconds[seconds.count / 2], seconds.last ?? 0, bytes[bytes.count / 2], bytes.last ?? 0))
            }
        }
        for row in rows.sorted(by: { ($0.name, $0.products) < ($1.name, $1.products) }) {
            let met = row.slowest <= target ? "met" : row.median <= target ? "median met; slowest **not met**" : "**not met**"
            lines.append("| \(row.name) | \(grouped(row.products)) | \(ms(row.median)) | \(ms(row.slowest)) | \(grouped(row.bytes)) (\(grouped(row.most))) | \(met) |")
        }
        return lines
    }
}
