@testable import Adapters
import Foundation
import XCTest

/// Any JSON value decoded by Foundation as the catalogue file's sections are read on the slow path: each kind as it is,
/// numbers exactly, and a number too large for a `Decimal` held as such rather than failing the whole document.
final class JSONValueTests: XCTestCase {
    func test_decode_deliversEachKindOfValueAsItIs_anObjectsFieldsByName() throws {
        let json = #"{"f": {"g": {}}, "b": true, "a": null, "c": false, "d": "x\u00e9", "e": [1, "2"]}"#

        XCTAssertEqual(try decoded(json), .object([
            JSONField(name: "a", value: .null), JSONField(name: "b", value: .bool(true)), JSONField(name: "c", value: .bool(false)),
            JSONField(name: "d", value: .string("xé")), JSONField(name: "e", value: .array([.number("1"), .string("2")])),
            JSONField(name: "f", value: .object([JSONField(name: "g", value: .object([]))])),
        ]))
    }

    func test_decode_deliversNumbersExactly_inDecimalDigits() throws {
        XCTAssertEqual(try decoded("[12.345, -0.5, 1e30, 0, 1]"), .array([
            .number("12.345"), .number("-0.5"), .number("1000000000000000000000000000000"), .number("0"), .number("1"),
        ]))
    }

    func test_decode_deliversANumberTooLargeForADecimal_asOutOfRange() throws {
        XCTAssertEqual(try decoded(#"{"n": 1e200}"#), .object([JSONField(name: "n", value: .outOfRange)]))
    }

    private func decoded(_ json: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
    }
}
