@testable import Adapters
import Foundation
import XCTest

/// Any JSON value decoded by Foundation as the catalogue file's sections are read on the slow path: each kind as it is,
/// numbers exactly, and a number too large for a `Decimal` held as such rather than failing the whole document.
final class JSONValueTests: XCTestCase {
    func test_decode_deliversEachKindOfValueAsItIs() throws {
        let json = #"{"a": null, "b": true, "c": false, "d": "x\u00e9", "e": [1, "2"], "f": {"g": {}}}"#

        XCTAssertEqual(try decoded(json), .object([
            "a": .null, "b": .bool(true), "c": .bool(false), "d": .string("xé"),
            "e": .array([.number(1), .string("2")]), "f": .object(["g": .object([:])]),
        ]))
    }

    func test_decode_deliversNumbersExactly() throws {
        XCTAssertEqual(try decoded("[12.345, -0.5, 1e30, 0, 1]"), .array([
            .number(Decimal(string: "12.345")!), .number(Decimal(string: "-0.5")!), .number(Decimal(string: "1e30")!), .number(0), .number(1),
        ]))
    }

    func test_decode_deliversANumberTooLargeForADecimal_asOutOfRange() throws {
        XCTAssertEqual(try decoded(#"{"n": 1e200}"#), .object(["n": .outOfRange]))
    }

    private func decoded(_ json: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
    }
}
