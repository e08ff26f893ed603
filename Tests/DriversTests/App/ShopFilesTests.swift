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

    func test_indexPath_isBesideTheStateFile() {
        let settings = Settings(cataloguePath: "/c.json", statePath: "/home/ann/.local/state/tasch/state.json", localeIdentifier: "en_US", usesColour: false)

        XCTAssertEqual(settings.indexPath, "/home/ann/.local/state/tasch/catalogue.index")
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
