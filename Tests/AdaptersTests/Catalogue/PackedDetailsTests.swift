@testable import Adapters
import Entities
import XCTest

/// A packed catalogue keeps each product's colours and sizes as bytes of its shared text, in the index's body layout,
/// rather than as two arrays a product.
final class PackedDetailsTests: XCTestCase {
    func test_bytes_ofColoursAndSizes_readBackAsTheyWere() throws {
        let colours = [Colour(red: 0, green: 0x7F, blue: 0xFF), Colour(red: 1, green: 2, blue: 3)]
        let sizes = try [(Dimension.Axis.height, 0.1, 0.0), (.width, 1e300, 42), (.depth, 12.5, 4.921)].map { axis, centimeters, inches in
            try XCTUnwrap(Dimension(axis: axis, centimeters: centimeters, inches: inches))
        }
        var bytes: [UInt8] = []

        colours.forEach { PackedDetails.append($0, to: &bytes) }
        let sizesStart = bytes.count
        sizes.forEach { PackedDetails.append($0, to: &bytes) }

        XCTAssertEqual(bytes.count, 2 * PackedDetails.colourSize + 3 * PackedDetails.dimensionSize)
        XCTAssertEqual(bytes.withUnsafeBytes { PackedDetails.colours(UnsafeRawBufferPointer(rebasing: $0[..<sizesStart])) }, colours)
        XCTAssertEqual(bytes.withUnsafeBytes { PackedDetails.dimensions(UnsafeRawBufferPointer(rebasing: $0[sizesStart...])) }, sizes)
    }

    func test_dimensions_areNil_forAnAxisNoSizeHasOrANegativeLength() throws {
        var bytes: [UInt8] = []
        PackedDetails.append(try XCTUnwrap(Dimension(axis: .depth, centimeters: 1, inches: 2)), to: &bytes)
        var unknownAxis = bytes, negative = bytes
        unknownAxis[0] = 3
        negative[8] |= 0x80

        XCTAssertNil(unknownAxis.withUnsafeBytes { PackedDetails.dimensions($0) })
        XCTAssertNil(negative.withUnsafeBytes { PackedDetails.dimensions($0) })
    }

    func test_packing_keepsEachProductsColoursAndSizes_inTheSharedText() throws {
        let product = try Product(
            id: ProductID(7)!, name: "Tote", colours: [Colour(red: 9, green: 8, blue: 7)],
            dimensions: [try XCTUnwrap(Dimension(axis: .height, centimeters: 40, inches: 15.75))], price: Money(minorUnits: 100, currency: .usDollar), stock: 1
        )

        let packed = PackedCatalogue(packing: try Catalogue(currency: .usDollar, products: [product]))

        XCTAssertEqual(packed.product(at: 0), product)
        XCTAssertEqual(packed.products[0].colours.count, PackedDetails.colourSize)
        XCTAssertEqual(packed.products[0].dimensions.count, PackedDetails.dimensionSize)
    }

    func test_packedCatalogue_refusesColoursOrSizesCutShort() {
        let text = SharedText(utf8: Array("Tote".utf8) + [1, 2, 3, 4])
        func product(colours: TextSpan, dimensions: TextSpan) -> PackedProduct {
            PackedProduct(
                id: ProductID(1)!, name: TextSpan(start: 0, count: 4), shortDescription: .empty, description: .empty, image: .empty,
                colours: colours, dimensions: dimensions, price: 1, stock: 1
            )
        }

        XCTAssertNotNil(PackedCatalogue(currency: .usDollar, products: [product(colours: TextSpan(start: 4, count: 3), dimensions: .empty)], text: text))
        XCTAssertNil(PackedCatalogue(currency: .usDollar, products: [product(colours: TextSpan(start: 4, count: 4), dimensions: .empty)], text: text))
        XCTAssertNil(PackedCatalogue(currency: .usDollar, products: [product(colours: .empty, dimensions: TextSpan(start: 4, count: 4))], text: text))
    }
}
