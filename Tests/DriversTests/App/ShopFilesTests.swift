import Adapters
@testable import Drivers
import Foundation
import TaschTestSupport
import XCTest

final class ShopFilesTests: XCTestCase {
    func test_openCatalogue_refusesAFileOverTheSizeLimitWithDataErrorStatus() {
        let files = InMemoryFileSystem(files: ["/catalogue.json": Data(repeating: 0x20, count: 2_048)])

        let result = ShopFiles.openCatalogue(atPath: "/catalogue.json", fileSystem: files, maximumSize: 1_024)

        XCTAssertEqual(
            result.failure,
            ShopFiles.Problem(status: 65, message: "/catalogue.json: the file is larger than 1 KiB, the most Tasch reads")
        )
    }

    func test_openCatalogue_rebuildsTheCacheOnDamagedCache() throws {
        let files = InMemoryFileSystem(files: ["/catalogue.json": smallCatalogueJSON, "/state/catalogue.cache": Data("TASCHCAT garbage".utf8)])
        let cache = CatalogueCacheFile(path: "/state/catalogue.cache", fileSystem: files, minimumCatalogueSize: 0)

        let result = ShopFiles.openCatalogue(atPath: "/catalogue.json", fileSystem: files, cache: cache)

        XCTAssertEqual(try result.get(), try CatalogueMapper.map(smallCatalogueJSON))
        XCTAssertEqual(files.writtenPaths, ["/state/catalogue.cache"])
        XCTAssertEqual(cache.catalogue(forFileAt: "/catalogue.json"), try CatalogueMapper.map(smallCatalogueJSON))
    }

    func test_openCatalogue_opensOnUnwritableCache() throws {
        let files = InMemoryFileSystem(files: ["/catalogue.json": smallCatalogueJSON])
        files.failWrites(with: CocoaError(.fileWriteNoPermission))
        let cache = CatalogueCacheFile(path: "/state/catalogue.cache", fileSystem: files, minimumCatalogueSize: 0)

        let result = ShopFiles.openCatalogue(atPath: "/catalogue.json", fileSystem: files, cache: cache)

        XCTAssertEqual(try result.get(), try CatalogueMapper.map(smallCatalogueJSON))
    }

    func test_openCatalogue_keepsTheLocatedErrorAndWritesNoCacheOnInvalidCatalogue() {
        let files = InMemoryFileSystem(files: ["/catalogue.json": Data(#"{"products": [{"id": 1}"#.utf8)])
        let cache = CatalogueCacheFile(path: "/state/catalogue.cache", fileSystem: files, minimumCatalogueSize: 0)

        let result = ShopFiles.openCatalogue(atPath: "/catalogue.json", fileSystem: files, cache: cache)

        XCTAssertEqual(result.failure?.message, "/catalogue.json: not valid JSON: the document ends too early at line 1, column 24")
        XCTAssertEqual(files.writtenPaths, [])
    }

    func test_cachePath_isBesideTheStateFile() {
        let settings = Settings(cataloguePath: "/c.json", statePath: "/home/ann/.local/state/tasch/state.json", localeIdentifier: "en_US", usesColour: false)

        XCTAssertEqual(settings.cachePath, "/home/ann/.local/state/tasch/catalogue.cache")
    }

    func test_openCatalogue_limitsCataloguesTo256MiB() {
        XCTAssertEqual(CatalogueMapper.maximumFileSize, 256 * 1_024 * 1_024)
    }
}

private extension Result {
    var failure: Failure? {
        if case let .failure(failure) = self { return failure }
        return nil
    }
}
