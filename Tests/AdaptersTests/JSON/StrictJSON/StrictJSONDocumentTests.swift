@testable import Adapters
import Foundation
import TaschTestSupport
import UseCases
import XCTest

/// RFC 8259 section 2: a document is one value with whitespace around it and nothing else; a byte-order mark before it
/// may be ignored, and Tasch ignores one. What is cut short ends too early, wherever that is.
final class StrictJSONDocumentTests: StrictJSONTestCase {
    func test_map_failsOnACommaAfterTheDocument() {
        assertCatalogue(
            Data(#"{"products": []},"#.utf8),
            readsAs: .failure(CatalogueFileError("not valid JSON: unexpected text after the end of the document at line 1, column 17")),
            "trailing comma"
        )
    }

    func test_map_failsOnADocumentOfWhitespace() {
        assertCatalogue(
            Data(" \n".utf8), readsAs: .failure(CatalogueFileError("not valid JSON: the document ends too early at line 2, column 1")),
            "whitespace"
        )
    }

    func test_map_failsOnAStringCutShortInAnEscape() {
        for (document, column) in [(#"{"products": [], "x": "\"#, 25), (#"{"products": [], "x": "\u00"#, 28)] {
            assertCatalogue(
                Data(document.utf8),
                readsAs: .failure(CatalogueFileError("not valid JSON: the document ends too early at line 1, column \(column)")), document
            )
        }
    }

    func test_map_readsANumberThatEndsTheDocument() {
        for document in ["12", "-0.5", "1e5", "0"] {
            assertCatalogue(
                Data(document.utf8), readsAs: .failure(CatalogueFileError(#"the catalogue must be a JSON object with "products""#)), document
            )
        }
    }

    func test_map_failsOnANumberCutShortByTheEndOfTheDocument() {
        for (document, column) in [("-", 2), ("1.", 3), ("1e", 3), ("1e+", 4), (#"{"products": [], "x": 2."#, 25)] {
            assertCatalogue(
                Data(document.utf8),
                readsAs: .failure(CatalogueFileError("not valid JSON: the document ends too early at line 1, column \(column)")), document
            )
        }
    }

    func test_map_failsOnAFieldNamedTwiceAtTheTop() {
        assertCatalogue(
            Data(#"{"products": [], "products": [{"id": 3, "name": "Tote", "price": 64.5, "quantity": 4}]}"#.utf8),
            readsAs: .failure(CatalogueFileError(#"duplicate field "products" at line 1, column 18"#)), "products twice"
        )
    }

    func test_map_countsTheByteOrderMarkInColumns() {
        var data = Data([0xEF, 0xBB, 0xBF])
        data.append(Data(#"{"products": [1,]}"#.utf8))

        assertCatalogue(data, readsAs: .failure(CatalogueFileError(#"not valid JSON: expected a value, found "]" at line 1, column 20"#)), "mark")
    }

    func test_map_failsOnASecondByteOrderMark() {
        var data = Data([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF])
        data.append(Data(#"{"products": []}"#.utf8))

        assertCatalogue(data, readsAs: .failure(CatalogueFileError("not valid JSON: expected a value, found U+FEFF at line 1, column 4")), "two marks")
    }

    func test_map_readsAStateFileAfterAByteOrderMark() throws {
        var data = Data([0xEF, 0xBB, 0xBF])
        data.append(Data(#"{"version": 1, "wishList": [2], "ratings": {}, "sold": {}, "orders": [], "nextOrderNumber": 1001}"#.utf8))

        XCTAssertEqual(try ShopStateMapper.map(data, currency: usd).state.wishList, wished(2))
    }

    func test_map_failsOnAnEmptyStateFile() {
        XCTAssertThrowsError(try ShopStateMapper.map(Data(), currency: usd)) {
            XCTAssertEqual("\($0)", "not valid JSON: the document ends too early at line 1, column 1")
        }
    }
}
