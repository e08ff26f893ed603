@testable import Adapters
import Entities
import TaschTestSupport
import XCTest

/// A packed catalogue keeps the rules of `Product` and `Catalogue` over its spans, and finds products by id.
final class PackedCatalogueTests: XCTestCase {
    func test_init_refusesANameOfOnlyWhiteSpaceInTheSharedText() {
        XCTAssertNil(packed(names: ["Tote", " \t "]))
        XCTAssertNil(packed(names: ["Tote", "\u{A0}\u{2003}"]))
        XCTAssertNil(packed(names: ["Tote", ""]))
    }

    func test_init_acceptsNamesWithSomethingToRead() {
        XCTAssertNotNil(packed(names: ["Tote", " a ", "\u{1}", "é"]))
    }

    func test_init_refusesASpanOutsideTheText() {
        let text = SharedText(utf8: Array("Tote".utf8))

        XCTAssertNil(PackedCatalogue(currency: usd, products: [record(1, name: TextSpan(start: 2, count: 3))], text: text))
        XCTAssertNil(PackedCatalogue(currency: usd, products: [record(1, name: TextSpan(start: -1, count: 2))], text: text))
    }

    func test_init_refusesANegativePriceOrStock() {
        let text = SharedText(utf8: Array("Tote".utf8))
        let name = TextSpan(start: 0, count: 4)

        XCTAssertNil(PackedCatalogue(currency: usd, products: [record(1, name: name, price: -1)], text: text))
        XCTAssertNil(PackedCatalogue(currency: usd, products: [record(1, name: name, stock: -1)], text: text))
    }

    func test_init_refusesTwoProductsWithOneID_inAscendingAndInAnyOrder() {
        XCTAssertNil(packed(ids: [1, 2, 2]))
        XCTAssertNil(packed(ids: [9, 3, 5, 3]))
    }

    func test_position_findsEveryProduct_inAscendingAndInAnyOrder() throws {
        for ids in [[2, 3, 5, 8, 13, 21], [13, 2, 21, 5, 8, 3]] {
            let catalogue = try XCTUnwrap(packed(ids: ids))
            for value in 1...22 {
                XCTAssertEqual(catalogue.position(of: id(value)), ids.firstIndex(of: value), "\(ids), \(value)")
            }
        }
    }

    func test_packing_keepsEveryProductAsItWas() throws {
        let catalogue = makeCatalogue([makeProduct(id: 4, name: "Café 🧺", colours: [Colour(red: 1, green: 2, blue: 3)]), makeProduct(id: 2)])

        XCTAssertEqual(PackedCatalogue(packing: catalogue).unpacked(), catalogue)
    }

    func test_isBlank_onASCIINames_isProductsRule() {
        var random = SeededGenerator(seed: 4)
        let names = ["", " ", "\t\n\u{B}\u{C}\r ", "a", " a ", "\u{0}", "\u{7F}", "\u{1C}"] + (0..<500).map { _ in
            String((0..<Int.random(in: 0...4, using: &random)).map { _ in Character(Unicode.Scalar(UInt8.random(in: 0..<0x80, using: &random))) })
        }
        for name in names {
            let text = SharedText(utf8: Array(name.utf8))

            XCTAssertEqual(PackedCatalogue.isBlank(TextSpan(start: 0, count: name.utf8.count), in: text), Product.isBlank(name: name), "\(name.utf8.map { $0 })")
        }
    }

    func test_isBlank_onNamesMixingASCIIWithOtherScriptsAndBrokenBytes_isProductsRule() {
        var random = SeededGenerator(seed: 9)
        let pieces: [[UInt8]] = [" ", "\t", "a", "7", "\u{0}", "\u{3000}", "\u{200B}", "\u{A0}", "\u{FEFF}", "\u{301}", "é", "マ", "🧺"]
            .map { Array($0.utf8) } + [[0xE3], [0x80], [0xFF]]
        let names = (0..<800).map { _ in
            (0..<Int.random(in: 0...5, using: &random)).flatMap { _ in pieces.randomElement(using: &random) ?? [] }
        }
        for utf8 in names {
            let text = SharedText(utf8: utf8)

            XCTAssertEqual(
                PackedCatalogue.isBlank(TextSpan(start: 0, count: utf8.count), in: text),
                Product.isBlank(name: String(decoding: utf8, as: UTF8.self)), "\(utf8)"
            )
        }
    }

    // MARK: - Helpers

    private func packed(names: [String]) -> PackedCatalogue? {
        var utf8: [UInt8] = []
        let products = names.enumerated().map { index, name in
            let span = TextSpan(start: utf8.count, count: name.utf8.count)
            utf8 += name.utf8
            return record(index + 1, name: span)
        }
        return PackedCatalogue(currency: usd, products: products, text: SharedText(utf8: utf8))
    }

    private func packed(ids: [Int]) -> PackedCatalogue? {
        PackedCatalogue(currency: usd, products: ids.map { record($0, name: TextSpan(start: 0, count: 4)) }, text: SharedText(utf8: Array("Lamp".utf8)))
    }

    private func record(_ rawID: Int, name: TextSpan, price: Int = 100, stock: Int = 1) -> PackedProduct {
        PackedProduct(
            id: id(rawID), name: name, shortDescription: .empty, description: .empty, image: .empty,
            colours: .empty, dimensions: .empty, price: price, stock: stock
        )
    }
}
