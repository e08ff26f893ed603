import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

final class SearchCatalogueInStateFileTests: XCTestCase {
    func test_searchCatalogue_matchesNamesIgnoringCaseOnMixedCaseText() async throws {
        let (sut, _) = try makeSUT(products: [product(1, "Oak Board"), product(2, "Brass Lamp")])

        let found = try await sut.searchCatalogue(for: "oAK")

        XCTAssertEqual(found, [id(1)])
    }

    func test_searchCatalogue_matchesIgnoringAccentsOnAccentedNamesOrText() async throws {
        let (sut, _) = try makeSUT(products: [product(1, "Café Crème"), product(2, "Cafe Table"), product(3, "Tea")])

        let plain = try await sut.searchCatalogue(for: "cafe")
        let accented = try await sut.searchCatalogue(for: "CAFÉ CRÈME")

        XCTAssertEqual(plain, [id(1), id(2)])
        XCTAssertEqual(accented, [id(1)])
    }

    func test_searchCatalogue_matchesShortDescriptions() async throws {
        let (sut, _) = try makeSUT(products: [product(1, "Tote", short: "Waxed canvas"), product(2, "Lamp", short: "Brass")])

        let found = try await sut.searchCatalogue(for: "canvas")

        XCTAssertEqual(found, [id(1)])
    }

    func test_searchCatalogue_deliversNothingOnNoMatch() async throws {
        let (sut, _) = try makeSUT(products: [product(1, "Tote"), product(2, "Lamp")])

        let found = try await sut.searchCatalogue(for: "teapot")

        XCTAssertEqual(found, [])
    }

    func test_searchCatalogue_requiresEveryWordOnSeveralWords() async throws {
        let (sut, _) = try makeSUT(products: [product(1, "Oak Board", short: "for bread"), product(2, "Oak Stool", short: "a seat")])

        let found = try await sut.searchCatalogue(for: "bread  oak")

        XCTAssertEqual(found, [id(1)])
    }

    func test_searchCatalogue_doesNotMatchAcrossTheEndOfTheName() async throws {
        let (sut, _) = try makeSUT(products: [product(1, "Tote", short: "bag"), product(2, "Totebag")])

        let found = try await sut.searchCatalogue(for: "totebag")

        XCTAssertEqual(found, [id(2)])
    }

    func test_searchCatalogue_matchesEveryProductOnBlankText() async throws {
        let (sut, _) = try makeSUT(products: [product(1, "Tote"), product(2, "Lamp")])

        let found = try await sut.searchCatalogue(for: "  ")

        XCTAssertEqual(found, [id(1), id(2)])
    }

    func test_loadRatings_deliversTheSavedRatings() async throws {
        let (sut, _) = try makeSUT(state: SavedShopState(ratings: [id(2): try rating(3)]))

        let ratings = try await sut.loadRatings()

        XCTAssertEqual(ratings, [id(2): try rating(3)])
    }

    private func product(_ rawID: Int, _ name: String, short: String = "") -> Product {
        // The fixture's own short description ("Short description 1") would match too much here.
        try! Product(id: id(rawID), name: name, shortDescription: short, price: dollars(cents: 100), stock: 1)
    }
}
