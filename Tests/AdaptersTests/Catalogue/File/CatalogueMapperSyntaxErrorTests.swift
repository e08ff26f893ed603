import Adapters
import Foundation
import XCTest

/// Files that are not JSON at all, or not UTF-8, or far too deep: each refused with the place it goes wrong.
final class CatalogueMapperSyntaxErrorTests: XCTestCase {
    func test_map_failsOnTrailingGarbageNamingWhereItStarts() {
        assertMapping(
            Data("{\"products\": []} xx".utf8),
            failsWith: "not valid JSON: unexpected text after the end of the document at line 1, column 18"
        )
    }

    func test_map_failsOnSecondDocumentAfterTheFirst() {
        assertMapping(
            Data("{\"products\": []}\n{\"products\": []}\n".utf8),
            failsWith: "not valid JSON: unexpected text after the end of the document at line 2, column 1"
        )
    }

    func test_map_failsOnMissingCommaNamingWhatWasExpected() {
        assertMapping(
            Data("{\"products\": [\n  {\"id\": 1}\n  {\"id\": 2}]}".utf8),
            failsWith: "not valid JSON: expected \",\" or \"]\", found \"{\" at line 3, column 3"
        )
    }

    func test_map_failsOnInvalidUTF8NamingItsByteOffset() {
        var data = Data("{\"products\": [], \"note\": \"caf".utf8)
        data.append(0xE9)
        data.append(contentsOf: Data("\"}".utf8))

        assertMapping(data, failsWith: "not valid UTF-8 at byte 30")
    }

    func test_map_failsOnInvalidUTF8CountingTheByteOrderMarkInItsOffset() {
        var data = Data([0xEF, 0xBB, 0xBF])
        data.append(contentsOf: Data("{\"products\": []".utf8))
        data.append(0xFF)

        assertMapping(data, failsWith: "not valid UTF-8 at byte 19")
    }

    func test_map_failsOnAbsurdNestingWithoutExhaustingTheStack() {
        let deep = "{\"products\": [], \"x\": " + String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000) + "}"

        assertMapping(Data(deep.utf8), failsWith: "not valid JSON: nested deeper than 512 levels at line 1, column 534")
    }

    func test_map_failsOnNaNPrice() {
        assertMapping(
            catalogueJSON(productJSON(["price": "NaN"])),
            failsWith: "not valid JSON: expected a value, found \"N\" at line 1, column 290"
        )
    }

    func test_map_failsOnInfinitePrice() {
        assertMapping(
            catalogueJSON(productJSON(["price": "-Infinity"])),
            failsWith: "not valid JSON: expected a digit after \"-\", found \"I\" at line 1, column 291"
        )
    }

    func test_map_failsOnPriceWithLeadingZeroNamingWhereItIs() {
        assertMapping(
            catalogueJSON(productJSON(["price": "01"])),
            failsWith: #"not valid JSON: expected ".", "e" or the end of the number after a leading 0, found "1" at line 1, column 291"#
        )
    }

    func test_map_failsOnPriceEndingInAPointNamingWhereItIs() {
        assertMapping(
            catalogueJSON(productJSON(["price": "1."])),
            failsWith: #"not valid JSON: expected a digit after ".", found "}" at line 1, column 292"#
        )
    }

    func test_map_failsOnPriceThatIsALoneMinusNamingWhereItIs() {
        assertMapping(
            catalogueJSON(productJSON(["price": "-"])),
            failsWith: #"not valid JSON: expected a digit after "-", found "}" at line 1, column 291"#
        )
    }

    func test_map_failsOnNameWithALoneSurrogateNamingWhereItIs() {
        assertMapping(
            catalogueJSON(productJSON(["name": #""Tote\ud800""#])),
            failsWith: #"lone surrogate \ud800, expected \uD800–\uDBFF followed by \uDC00–\uDFFF at line 1, column 293"#
        )
    }

    func test_map_failsOnFieldRepeatedInAProductNamingWhereItIs() {
        assertMapping(
            Data(#"{"products": [{"id": 3, "name": "Tote", "price": 1, "quantity": 4, "price": 1000}]}"#.utf8),
            failsWith: #"duplicate field "price" at line 1, column 68"#
        )
    }

    func test_map_failsOnPriceBeyondTheRangeOfJSONNumbers() {
        assertMapping(
            catalogueJSON(productJSON(["price": "1e400"])),
            failsWith: "product 3 (\"Tote\"): \"price\" is out of range"
        )
    }
}
