import Foundation
import XCTest

/// Where indexes go: Tasch's cache folder, one for each big catalogue, the last few kept, none beside a state file.
final class CatalogueIndexCacheEndToEndTests: EndToEndTestCase {
    private var cacheFolder: URL { tasch.folder.appendingPathComponent(".cache/tasch") }

    func test_switchingBetweenTwoBigCatalogues_rebuildsNeitherIndex() throws {
        let catalogues = try ["spring.json", "autumn.json"].map(writeBigCatalogue)
        for catalogue in catalogues { try open(catalogue) }
        let written = try indexTimes()

        for catalogue in catalogues + catalogues { try open(catalogue) }

        XCTAssertEqual(written.count, 2, "\(written)")
        XCTAssertEqual(try indexTimes(), written, "not rewritten")
    }

    func test_stateFileInTheCurrentFolder_getsNoIndexBesideIt() throws {
        let work = tasch.folder.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let catalogue = try writeBigCatalogue("big.json")

        let result = try tasch.run(["--state", "demo.json", "--catalogue", catalogue.path, "-c", "show 3"], in: work)

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: work.path), [])
        XCTAssertEqual(try indexTimes().count, 1)
    }

    func test_indexes_goUnderXDGCacheHomeWhenItIsSet() throws {
        let cache = tasch.folder.appendingPathComponent("xdg-cache")
        let catalogue = try writeBigCatalogue("big.json")

        let result = try tasch.run(["--state", statePath, "--catalogue", catalogue.path, "-c", "quit"], environment: ["XDG_CACHE_HOME": cache.path])

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("tasch").path).count, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cacheFolder.path))
    }

    func test_onlyTheLastFourIndexesWritten_areKept() throws {
        let catalogues = try (1...5).map { try writeBigCatalogue("catalogue-\($0).json") }

        for catalogue in catalogues { try open(catalogue) }

        let names = try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path).sorted()
        XCTAssertEqual(names.count, 4, "\(names)")
        XCTAssertFalse(names.contains { $0.hasPrefix("catalogue-1.json-") }, "\(names)")
    }

    // MARK: - Helpers

    private func writeBigCatalogue(_ name: String) throws -> URL {
        let url = tasch.folder.appendingPathComponent(name)
        try BigCatalogueFile.write(to: url)
        return url
    }

    private func open(_ catalogue: URL) throws {
        let result = try tasch.run(["--state", statePath, "--catalogue", catalogue.path, "-c", "quit"])
        XCTAssertEqual(result.status, 0, result.errors)
    }

    /// Each index in the cache by name, with when it was written.
    private func indexTimes() throws -> [String: Date] {
        let names = try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path)
        return try Dictionary(uniqueKeysWithValues: names.map { name in
            (name, try XCTUnwrap(FileManager.default.attributesOfItem(atPath: cacheFolder.appendingPathComponent(name).path)[.modificationDate] as? Date))
        })
    }
}
