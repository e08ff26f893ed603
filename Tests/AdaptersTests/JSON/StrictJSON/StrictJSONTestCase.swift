@testable import Adapters
import Entities
import Foundation
import TaschTestSupport
import XCTest

/// Runs literals of the JSON grammar through every reader of the catalogue and the state file, as the value of a field
/// Tasch ignores and of one it reads: the fast decoder, the mapper (fast decoder, then fallback) and the fallback alone
/// must reach one verdict, and a refusal must say what was expected and where. Each placement puts the literal right
/// before a `,`, so what a refused literal is followed by is the same everywhere.
class StrictJSONTestCase: XCTestCase {
    /// The kind of value a literal is, which decides the field it is read as.
    enum LiteralKind {
        case string, number, structure
    }

    /// Fails unless each of `literals` is accepted in every placement: ignored, the file reads as without it; read, the
    /// readers agree and any refusal is about the value, not its JSON.
    func assertAccepted(_ literals: [String], as kind: LiteralKind, file: StaticString = #filePath, line: UInt = #line) {
        for literal in literals {
            for placement in Self.ignoredPlacements {
                let data = placement.document(literal)
                assertCatalogue(data, readsAs: .success(Self.catalogueWithoutLiteral), placement.name, file: file, line: line)
            }
            assertReadersAgree(on: Self.read(kind).document(literal), literal, file: file, line: line)
            for placement in [Self.ignoredInState, Self.readInState(kind)] {
                let result = Result { () throws(ShopStateFileError) in try ShopStateMapper.map(placement.document(literal), currency: usd) }
                if case let .failure(error) = result {
                    XCTAssertFalse(Self.isAboutJSON(error.description), "\(literal), \(placement.name): \(error)", file: file, line: line)
                }
            }
        }
    }

    /// Fails unless `literal` is refused in every placement with `message`, followed by the line and column of the
    /// literal's byte `column` (counted from 1) in that placement's file.
    func assertRefused(
        _ literal: String, as kind: LiteralKind, _ message: String, atColumn column: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for placement in Self.ignoredPlacements + [Self.read(kind)] {
            let data = placement.document(literal)
            let expected = CatalogueFileError(message + " " + placement.location(literal, column))
            assertCatalogue(data, readsAs: .failure(expected), "\(literal), \(placement.name)", file: file, line: line)
        }
        for placement in [Self.ignoredInState, Self.readInState(kind)] {
            let expected = message + " " + placement.location(literal, column)
            XCTAssertThrowsError(try ShopStateMapper.map(placement.document(literal), currency: usd), placement.name, file: file, line: line) {
                XCTAssertEqual("\($0)", expected, "\(literal), \(placement.name)", file: file, line: line)
            }
        }
    }

    /// Fails unless the mapper, the fallback alone and the fast decoder (when it accepts) all read `data` as `expected`.
    func assertCatalogue(
        _ data: Data, readsAs expected: Result<Catalogue, CatalogueFileError>, _ context: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(Result { () throws(CatalogueFileError) in try CatalogueMapper.map(data) }, expected, "mapper: \(context)", file: file, line: line)
        XCTAssertEqual(Result { () throws(CatalogueFileError) in try CatalogueMapper.mapWithFoundation(data) }, expected, "fallback: \(context)", file: file, line: line)
        if let fast = FastCatalogueDecoder.decodeCatalogue(data) {
            XCTAssertEqual(.success(fast), expected, "fast decoder: \(context)", file: file, line: line)
        }
    }

    /// Whether a message is the JSON check's rather than one about a value read.
    static func isAboutJSON(_ message: String) -> Bool {
        message.hasPrefix("not valid JSON") || message.hasPrefix("duplicate field") || message.hasPrefix("lone surrogate")
    }

    private func assertReadersAgree(on data: Data, _ literal: String, file: StaticString, line: UInt) {
        let mapped = Result { () throws(CatalogueFileError) in try CatalogueMapper.map(data) }
        assertCatalogue(data, readsAs: mapped, "\(literal), read", file: file, line: line)
        if case let .failure(error) = mapped {
            XCTAssertFalse(Self.isAboutJSON(error.description), "\(literal), read: \(error)", file: file, line: line)
        }
    }

    // MARK: - Placements

    /// A file with the literal in it, and where in that file the literal starts.
    struct Placement {
        let name: String
        let prefix: String
        let suffix: String

        func document(_ literal: String) -> Data {
            Data((prefix + literal + suffix).utf8)
        }

        /// `at line L, column C` for the literal's byte `column`, counted from 1.
        func location(_ literal: String, _ column: Int) -> String {
            let before = Array((prefix + literal).utf8)[..<(prefix.utf8.count + column - 1)]
            let line = before.filter { $0 == 0x0A }.count + 1
            let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            return "at line \(line), column \(before.count - lineStart + 1)"
        }
    }

    private static let product = #""id": 3, "name": "Tote", "price": 64.5, "quantity": 4"#

    static let ignoredPlacements = [
        Placement(name: "ignored at the top", prefix: #"{"currency": "USD", "x": "#, suffix: #", "products": [{\#(product)}]}"#),
        Placement(name: "ignored in a product", prefix: #"{"currency": "USD", "products": [{"x": "#, suffix: ", \(product)}]}"),
    ]

    /// The literal as the value of a product's field read as its kind: a text, the price, the colours.
    static func read(_ kind: LiteralKind) -> Placement {
        let (field, rest) = switch kind {
        case .string: ("description", product)
        case .number: ("price", #""id": 3, "name": "Tote", "quantity": 4"#)
        case .structure: ("colors", product)
        }
        return Placement(name: "read as \(field)", prefix: #"{"currency": "USD", "products": [{"\#(field)": "#, suffix: ", \(rest)}]}")
    }

    private static let state = #""version": 1, "wishList": [], "ratings": {}, "sold": {}, "orders": [], "nextOrderNumber": 1001"#

    static let ignoredInState = Placement(name: "ignored in the state", prefix: #"{"x": "#, suffix: ", \(state)}")

    /// The literal as the value of a state field read as its kind: an order's currency, the next order number, the wish list.
    static func readInState(_ kind: LiteralKind) -> Placement {
        switch kind {
        case .string:
            Placement(
                name: "read as an order's currency", prefix: #"{"orders": [{"currency": "#,
                suffix: #", "number": 1001, "lines": [], "total": 0}], "version": 1, "wishList": [], "ratings": {}, "sold": {}, "nextOrderNumber": 1002}"#
            )
        case .number:
            Placement(
                name: "read as the next order number", prefix: #"{"nextOrderNumber": "#,
                suffix: #", "version": 1, "wishList": [], "ratings": {}, "sold": {}, "orders": []}"#
            )
        case .structure:
            Placement(
                name: "read as the wish list", prefix: #"{"wishList": "#,
                suffix: #", "version": 1, "ratings": {}, "sold": {}, "orders": [], "nextOrderNumber": 1001}"#
            )
        }
    }

    static let catalogueWithoutLiteral: Catalogue = {
        // A fixture built from constants the tests above rely on; it cannot fail.
        let tote = try? Product(id: id(3), name: "Tote", price: dollars(cents: 6450), stock: 4)
        return makeCatalogue(tote.map { [$0] } ?? [])
    }()
}
