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
