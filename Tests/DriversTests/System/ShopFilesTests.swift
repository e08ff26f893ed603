import Adapters
@testable import Drivers
import Foundation
import TaschTestSupport
import XCTest

final class ShopFilesTests: XCTestCase {
    func test_openCatalogue_refusesAFileOverTheSizeLimitWithDataErrorStatus() {
        let files = InMemoryFileSystem(files: ["/catalogue.json": Data(repeating: 0x20, count: 2_048)])

        let result = ShopFiles.openCatalogue(atPath: "/catalogue.json", reader: CatalogueFileReader(fileSystem: files, maximumSize: 1_024))

        XCTAssertEqual(
            result.failure,
            StartProblem(status: 65, message: "/catalogue.json: the file is larger than 1 KiB, the most Tasch reads")
        )
    }

    func test_openCatalogue_saysSoWithNoInputStatusOnMissingFile() {
        let result = ShopFiles.openCatalogue(atPath: "/missing.json", reader: CatalogueFileReader(fileSystem: InMemoryFileSystem()))

        XCTAssertEqual(result.failure, StartProblem(status: 66, message: "/missing.json: no such file"))
    }

    func test_openCatalogue_keepsTheLocatedErrorWithDataErrorStatusOnInvalidCatalogue() {
        let files = InMemoryFileSystem(files: ["/catalogue.json": Data(#"{"products": [{"id": 1}"#.utf8)])

        let result = ShopFiles.openCatalogue(atPath: "/catalogue.json", reader: CatalogueFileReader(fileSystem: files))

        XCTAssertEqual(
            result.failure,
            StartProblem(status: 65, message: "/catalogue.json: not valid JSON: the document ends too early at line 1, column 24")
        )
    }

    func test_openCatalogue_opensAValidCatalogue() async throws {
        let files = InMemoryFileSystem(files: ["/catalogue.json": smallCatalogueJSON])

        let opened = try ShopFiles.openCatalogue(atPath: "/catalogue.json", reader: CatalogueFileReader(fileSystem: files)).get()

        let products = try await opened.catalogue.allProducts()
        XCTAssertEqual(products, try CatalogueMapper.map(smallCatalogueJSON).products)
    }

    func test_indexPath_isInTheCacheFolder_evenWithTheStateFileInTheCurrentFolder() throws {
        var options = LaunchOptions()
        options.cataloguePath = "/shop/c.json"
        options.statePath = "demo.json"

        let settings = try Settings.make(options: options, environment: ["HOME": "/home/ann"], outputIsTerminal: false)

        let path = try XCTUnwrap(settings.indexPath())
        XCTAssertTrue(path.hasPrefix("/home/ann/.cache/tasch/c.json-"), path)
    }

    func test_indexPath_isNoneWithoutAHomeForTheCache() throws {
        var options = LaunchOptions()
        options.cataloguePath = "/c.json"
        options.statePath = "/tmp/state.json"

        let settings = try Settings.make(options: options, environment: [:], outputIsTerminal: false)

        XCTAssertNil(settings.indexPath())
    }

    func test_removeFormerIndex_removesTheIndexBesideTheStateFileAndTheOldCache() {
        let files = InMemoryFileSystem(files: ["/state/catalogue.index": Data("old".utf8), "/state/catalogue.cache": Data("older".utf8), "/state/state.json": Data()])

        ShopFiles.removeFormerIndex(atPath: "/state/catalogue.index", fileSystem: files)

        XCTAssertEqual(Array(files.files.keys), ["/state/state.json"])
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
