import Adapters
import Entities
import Foundation
import XCTest

final class BundledCatalogueTests: XCTestCase {
    func test_map_deliversAtLeastEightProductsNumberedFromOneOnBundledCatalogue() throws {
        let catalogue = try loadBundledCatalogue()

        XCTAssertGreaterThanOrEqual(catalogue.products.count, 8)
        XCTAssertEqual(catalogue.products.map(\.id.rawValue), Array(1...catalogue.products.count))
    }

    func test_map_deliversExactlyOneOutOfStockProductOnBundledCatalogue() throws {
        XCTAssertEqual(try loadBundledCatalogue().products.filter { !$0.isInStock }.count, 1)
    }

    func test_map_deliversOneItemOfAThousandDollarsOrMoreOnBundledCatalogue() throws {
        let catalogue = try loadBundledCatalogue()

        XCTAssertEqual(catalogue.currency.code, "USD")
        XCTAssertTrue(catalogue.products.contains { $0.price.minorUnits >= 100_000 })
    }

    func test_map_deliversShortDescriptionsUnderSixtyCharactersOnBundledCatalogue() throws {
        let long = try loadBundledCatalogue().products.filter { $0.shortDescription.count >= 60 }

        XCTAssertEqual(long.map(\.name), [])
    }

    func test_map_deliversInchesMatchingCentimetresOnBundledCatalogue() throws {
        for product in try loadBundledCatalogue().products {
            for side in product.dimensions {
                XCTAssertEqual(side.inches, (side.centimeters / 2.54).rounded(), "\(product.name) \(side.axis)")
            }
        }
    }

    // MARK: - Helpers

    private func loadBundledCatalogue() throws -> Catalogue {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .appendingPathComponent("../../../../Resources/catalogue.json")
            .standardized
        return try CatalogueMapper.map(Data(contentsOf: url))
    }
}
