import Adapters
import Entities
import Foundation
import XCTest

/// A valid product object as JSON text; `overrides` replace fields' raw JSON, and a nil removes the field.
func productJSON(_ overrides: [String: String?] = [:]) -> String {
    var fields: [(key: String, value: String)] = [
        ("id", "3"), ("name", "\"Tote\""), ("shortDescription", "\"Canvas bag\""),
        ("description", "\"Holds a week of shopping.\""), ("colors", "[{\"value\": \"2F4F4F\"}]"),
        ("dimensions", "[{\"dimension\": \"height\", \"centimeters\": 40, \"inches\": 16}]"),
        ("price", "64.5"), ("quantity", "4"), ("image", "\"tote.png\""),
    ]
    for (key, value) in overrides {
        fields.removeAll { $0.key == key }
        if let value { fields.append((key, value)) }
    }
    return "{" + fields.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
}

/// A catalogue document in US dollars holding `products`, given as JSON text.
func catalogueJSON(_ products: String...) -> Data {
    Data("{\"currency\": \"USD\", \"products\": [\(products.joined(separator: ", "))]}".utf8)
}

extension XCTestCase {
    /// Fails unless mapping `data` is refused with exactly `message`.
    func assertMapping(_ data: Data, failsWith message: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            let catalogue = try CatalogueMapper.map(data)
            XCTFail("Expected \"\(message)\", got \(catalogue)", file: file, line: line)
        } catch {
            XCTAssertEqual(error.description, message, file: file, line: line)
        }
    }
}
