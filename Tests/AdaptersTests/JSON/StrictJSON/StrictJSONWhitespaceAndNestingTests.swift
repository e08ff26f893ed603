import Adapters
import Foundation
import XCTest

/// RFC 8259 section 2: whitespace is space, tab, line feed and carriage return, allowed around any structural character
/// and nothing else; nesting is unlimited in the grammar, and Tasch allows 512 levels, as Foundation's decoder does.
final class StrictJSONWhitespaceAndNestingTests: StrictJSONTestCase {
    func test_read_acceptsTheFourWhitespaceCharactersAroundStructure() {
        assertAccepted(["[ 1 ]", "[\t1\t]", "[\n1\n]", "[\r\n1\r\n]", "[ ]", "{\n}", "{ \"a\" : 1 , \"b\" :\t2 }"], as: .structure)
    }

    func test_read_refusesOtherSpaces() {
        assertRefused("[\u{C}1]", as: .structure, "not valid JSON: expected a value, found U+000C", atColumn: 2)
        assertRefused("[\u{B}1]", as: .structure, "not valid JSON: expected a value, found U+000B", atColumn: 2)
        assertRefused("[\u{A0}1]", as: .structure, "not valid JSON: expected a value, found U+00A0", atColumn: 2)
        assertRefused("[\u{FEFF}1]", as: .structure, "not valid JSON: expected a value, found U+FEFF", atColumn: 2)
        assertRefused("[1,\u{85}2]", as: .structure, "not valid JSON: expected a value, found U+0085", atColumn: 4)
        assertRefused("[1\u{3000}]", as: .structure, #"not valid JSON: expected "," or "]", found U+3000"#, atColumn: 3)
        assertRefused("{\"a\"\u{C}: 1}", as: .structure, #"not valid JSON: expected ":", found U+000C"#, atColumn: 5)
    }

    func test_read_refusesSpaceInsideANumber() {
        assertRefused("- 1", as: .number, #"not valid JSON: expected a digit after "-", found " ""#, atColumn: 2)
    }

    func test_read_locatesAnErrorOnALaterLine() {
        assertRefused("[\n\n  1,\n  ]", as: .structure, #"not valid JSON: expected a value, found "]""#, atColumn: 11)
    }

    func test_read_acceptsNesting() {
        assertAccepted([
            "[[[[[[[[[[1]]]]]]]]]]", #"{"a": {"b": {"c": {"d": {}}}}}"#,
            String(repeating: "[", count: 100) + String(repeating: "]", count: 100),
        ], as: .structure)
    }

    func test_read_acceptsNesting512LevelsDeepInAnIgnoredField() {
        let levels = String(repeating: "[", count: 511) + "1" + String(repeating: "]", count: 511)
        let data = Data(#"{"x": \#(levels), "currency": "USD", "products": [{"id": 3, "name": "Tote", "price": 64.5, "quantity": 4}]}"#.utf8)

        assertCatalogue(data, readsAs: .success(Self.catalogueWithoutLiteral), "512 levels")
    }

    func test_read_refusesNesting513LevelsDeepInAnIgnoredField() {
        let levels = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        let data = Data(#"{"x": \#(levels), "products": []}"#.utf8)

        assertCatalogue(data, readsAs: .failure(CatalogueFileError("not valid JSON: nested deeper than 512 levels at line 1, column 518")), "513 levels")
    }
}
