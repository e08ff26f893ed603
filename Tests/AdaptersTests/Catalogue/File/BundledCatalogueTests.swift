@testable import Adapters
import Entities
import Foundation
import TaschTestSupport
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

    func test_open_issuesTheDemosTwoGiftCards_readByTheFastDecoder_onBundledCatalogue() async throws {
        let data = try bundledCatalogueData()
        let cards = try CatalogueFileReader.open(contents: data).giftCards

        let winter = try await cards.giftCard(withCode: "WINTER-7KQ2")
        let thanks = try await cards.giftCard(withCode: "THANKS-25")

        XCTAssertEqual(winter, makeGiftCard("WINTER-7KQ2", cents: 5_000))
        XCTAssertEqual(thanks, makeGiftCard("THANKS-25", cents: 2_500))
        XCTAssertEqual(FastCatalogueDecoder.decode(data)?.sections[GiftCardsSection.self], [makeGiftCard("WINTER-7KQ2", cents: 5_000), makeGiftCard("THANKS-25", cents: 2_500)])
    }

    func test_open_runsTheDemosTwoPromotions_onBundledCatalogue() throws {
        XCTAssertEqual(try CatalogueFileReader.open(contents: try bundledCatalogueData()).promotions, [
            try Promotion(code: "AUTUMN10", percentOff: 10, minimumOrder: dollars(cents: 5_000)), try Promotion(code: "WELCOME5", percentOff: 5),
        ])
    }

    // MARK: - Helpers

    private func loadBundledCatalogue() throws -> Catalogue {
        try CatalogueMapper.map(try bundledCatalogueData())
    }

    private func bundledCatalogueData() throws -> Data {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .appendingPathComponent("../../../../Resources/catalogue.json")
            .standardized
        return try Data(contentsOf: url)
    }
}
