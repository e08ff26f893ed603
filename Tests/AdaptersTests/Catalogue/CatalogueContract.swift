import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// What every implementation of the catalogue port must do; each subclass runs it against one.
class CatalogueContract: XCTestCase {
    /// The catalogue under test, selling `catalogue`'s products.
    func makeCatalogue(selling catalogue: Catalogue) async throws -> any ProductCatalogue {
        throw XCTSkip("the contract itself runs no catalogue")
    }

    func assertTellsItsCurrencyAndSize() async throws {
        let sut = try await makeCatalogue(selling: try Catalogue(currency: Currency(code: "EUR")!, products: [makeProduct(id: 1, currency: Currency(code: "EUR")!)]))

        XCTAssertEqual(sut.currency, Currency(code: "EUR"))
        XCTAssertEqual(sut.productCount, 1)
    }

    func assertPageGivesTheWindowInCatalogueOrderAtTheListedStock() async throws {
        let products = (1...5).map { makeProduct(id: $0, stock: 2) }
        let sut = try await makeCatalogue(selling: TaschTestSupport.makeCatalogue(products))

        let slice = try await sut.page(CatalogueRequest(window: 1..<3, sold: [id(2): 1]))

        XCTAssertEqual(slice, CatalogueSlice(products: [products[1], products[2]], matchCount: 5))
    }

    func assertPagePastTheLastMatchIsEmptyAndStillCountsTheMatches() async throws {
        let sut = try await makeCatalogue(selling: TaschTestSupport.makeCatalogue((1...3).map { makeProduct(id: $0) }))

        let slice = try await sut.page(CatalogueRequest(window: 20..<40))

        XCTAssertEqual(slice, CatalogueSlice(products: [], matchCount: 3))
    }

    func assertSearchIgnoresCaseAndAccentsAndLooksAtNamesAndShortDescriptions() async throws {
        let sut = try await makeCatalogue(selling: TaschTestSupport.makeCatalogue([
            product(1, "Café Crème"), product(2, "Cafe Table", short: "oak"), product(3, "Tea", short: "for the CAFÉ"), product(4, "Lamp"),
        ]))

        let found = try await ids(sut, CatalogueRequest(searchText: "cafe", window: 0..<10))
        let accented = try await ids(sut, CatalogueRequest(searchText: "CAFÉ CRÈME", window: 0..<10))

        XCTAssertEqual(found, [1, 2, 3])
        XCTAssertEqual(accented, [1])
    }

    func assertSearchNeedsEveryWordAndNeverMatchesAcrossTheEndOfTheName() async throws {
        let sut = try await makeCatalogue(selling: TaschTestSupport.makeCatalogue([
            product(1, "Oak Board", short: "for bread"), product(2, "Oak Stool", short: "a seat"), product(3, "Tote", short: "bag"), product(4, "Totebag"),
        ]))

        let both = try await ids(sut, CatalogueRequest(searchText: "bread  oak", window: 0..<10))
        let joined = try await ids(sut, CatalogueRequest(searchText: "totebag", window: 0..<10))
        let blank = try await ids(sut, CatalogueRequest(searchText: "  ", window: 0..<10))
        let none = try await sut.page(CatalogueRequest(searchText: "teapot", window: 0..<10))

        XCTAssertEqual(both, [1])
        XCTAssertEqual(joined, [4])
        XCTAssertEqual(blank, [1, 2, 3, 4])
        XCTAssertEqual(none, CatalogueSlice(products: [], matchCount: 0))
    }

    func assertInStockOnlyLeavesOutWhatTheSalesSoldOut() async throws {
        let sut = try await makeCatalogue(selling: TaschTestSupport.makeCatalogue([
            makeProduct(id: 1, stock: 0), makeProduct(id: 2, stock: 2), makeProduct(id: 3, stock: 2), makeProduct(id: 4, stock: 1),
        ]))

        let found = try await ids(sut, CatalogueRequest(inStockOnly: true, window: 0..<10, sold: [id(2): 2, id(3): 1, id(4): -3]))

        XCTAssertEqual(found, [3, 4])
    }

    func assertSortsByPriceAndNameKeepingCatalogueOrderForTies() async throws {
        let sut = try await makeCatalogue(selling: TaschTestSupport.makeCatalogue([
            makeProduct(id: 1, name: "banana", priceCents: 300), makeProduct(id: 2, name: "Cherry", priceCents: 100),
            makeProduct(id: 3, name: "apple", priceCents: 300), makeProduct(id: 4, name: "Apple", priceCents: 200),
        ]))

        let cheapest = try await ids(sut, CatalogueRequest(sort: CatalogueSort(.price), window: 0..<10))
        let dearest = try await ids(sut, CatalogueRequest(sort: CatalogueSort(.price, descending: true), window: 0..<10))
        let byName = try await ids(sut, CatalogueRequest(sort: CatalogueSort(.name), window: 0..<10))
        let byNameDescending = try await ids(sut, CatalogueRequest(sort: CatalogueSort(.name, descending: true), window: 0..<10))

        XCTAssertEqual(cheapest, [2, 4, 1, 3])
        XCTAssertEqual(dearest, [1, 3, 4, 2])
        XCTAssertEqual(byName, [3, 4, 1, 2])
        XCTAssertEqual(byNameDescending, [2, 1, 3, 4])
    }

    func assertSortsByTheStockLeftAndByTheCustomersRatingsWithUnratedLast() async throws {
        let sut = try await makeCatalogue(selling: TaschTestSupport.makeCatalogue((1...4).map { makeProduct(id: $0, stock: 3) }))
        let ratings = [id(2): Rating(stars: 5)!, id(4): Rating(stars: 1)!]

        let byStock = try await ids(sut, CatalogueRequest(sort: CatalogueSort(.stock), window: 0..<10, sold: [id(3): 3, id(1): 1]))
        let byRating = try await ids(sut, CatalogueRequest(sort: CatalogueSort(.rating), window: 0..<10, ratings: ratings))
        let byRatingDescending = try await ids(sut, CatalogueRequest(sort: CatalogueSort(.rating, descending: true), window: 0..<10, ratings: ratings))

        XCTAssertEqual(byStock, [3, 1, 2, 4])
        XCTAssertEqual(byRating, [4, 2, 1, 3])
        XCTAssertEqual(byRatingDescending, [2, 4, 1, 3])
    }

    func assertCountLimitLeavesThePageAsItIsAndACountStoppedShortAtLeastReachesIt() async throws {
        let sut = try await makeCatalogue(selling: TaschTestSupport.makeCatalogue((1...12).map {
            makeProduct(id: $0, name: $0 % 3 == 0 ? "Tea \($0)" : "Oak \($0)", stock: $0 % 2)
        }))
        let requests = [
            CatalogueRequest(searchText: "oak", window: 0..<3), CatalogueRequest(searchText: "oak", inStockOnly: true, window: 2..<4),
            CatalogueRequest(searchText: "oak", sort: CatalogueSort(.name), window: 0..<3), CatalogueRequest(inStockOnly: true, window: 0..<2),
            CatalogueRequest(window: 0..<3), CatalogueRequest(searchText: "oak", window: 20..<23),
        ]
        for request in requests {
            var limited = request
            limited.countLimit = request.window.upperBound + 1

            let whole = try await sut.page(request)
            let slice = try await sut.page(limited)

            XCTAssertEqual(slice.products, whole.products, "\(request)")
            XCTAssertTrue(whole.isCountComplete, "\(request)")
            if slice.isCountComplete {
                XCTAssertEqual(slice.matchCount, whole.matchCount, "\(request)")
            } else {
                XCTAssertTrue((request.window.upperBound + 1...whole.matchCount).contains(slice.matchCount), "\(request): \(slice.matchCount)")
            }
        }
    }

    func assertLooksUpProductsInTheOrderAskedLeavingOutUnknownIDs() async throws {
        let products = (1...3).map { makeProduct(id: $0, name: "Lamp \($0)") }
        let sut = try await makeCatalogue(selling: TaschTestSupport.makeCatalogue(products))

        let found = try await sut.products(withIDs: [id(3), id(9), id(1)])

        XCTAssertEqual(found, [products[2], products[0]])
    }

    // MARK: - Helpers

    func ids(_ sut: any ProductCatalogue, _ request: CatalogueRequest) async throws -> [Int] {
        try await sut.page(request).products.map(\.id.rawValue)
    }

    private func product(_ rawID: Int, _ name: String, short: String = "") -> Product {
        try! Product(id: id(rawID), name: name, shortDescription: short, price: dollars(cents: 100), stock: 1)
    }
}
