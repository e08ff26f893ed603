import Adapters
import Drivers
import Entities
import Foundation
import UseCases

/// Times Tasch's own work in-process: loading the catalogue, and browsing it through the real interactor and store.
@MainActor
final class QueryProbe: StateObserver {
    private var lastState: LoadState<CataloguePage>?

    func stateDidChange(_ state: LoadState<CataloguePage>) {
        lastState = state
    }

    /// Seconds to read, decode and index the file at `path` without a cache (median of `count`), and the catalogue.
    static func load(path: String, count: Int) throws -> (seconds: Double, catalogue: any ProductCatalogue) {
        var times: [Double] = []
        var catalogue: (any ProductCatalogue)?
        for _ in 0..<count {
            let start = ContinuousClock.now
            catalogue = try CatalogueFileReader(fileSystem: LocalFileSystem()).open(atPath: path).catalogue
            times.append(seconds(since: start))
        }
        guard let catalogue else { throw CocoaError(.fileReadUnknown) }
        return (times.sorted()[times.count / 2], catalogue)
    }

    /// Seconds for one query on `catalogue` with the state in `state`, first run and the median of later runs.
    func time(_ query: CatalogueQuery, on catalogue: any ProductCatalogue, state: any ShopStateStore, runs: Int) async -> (first: Double, median: Double) {
        let interactor = BrowseCatalogueInteractor(catalogue: catalogue, state: state)
        interactor.observer = self
        var times: [Double] = []
        for _ in 0...runs {
            let start = ContinuousClock.now
            await interactor.load(query)
            times.append(Self.seconds(since: start))
        }
        let later = times.dropFirst().sorted()
        return (times[0], later[later.count / 2])
    }

    /// How many products the last query matched, to show that it did some work.
    var lastMatchCount: Int {
        if case let .loaded(page) = lastState { return page.matchCount }
        return -1
    }

    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
