import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

final class InMemoryCatalogueContractTests: CatalogueContract {
    override func makeCatalogue(selling catalogue: Catalogue) throws -> any ProductCatalogue {
        InMemoryCatalogue(catalogue)
    }

    func test_tellsItsCurrencyAndSize() throws { try assertTellsItsCurrencyAndSize() }
    func test_page_givesTheWindowInCatalogueOrderAtTheListedStock() async throws { try await assertPageGivesTheWindowInCatalogueOrderAtTheListedStock() }
    func test_page_pastTheLastMatchIsEmptyAndStillCountsTheMatches() async throws { try await assertPagePastTheLastMatchIsEmptyAndStillCountsTheMatches() }
    func test_search_ignoresCaseAndAccentsInNamesAndShortDescriptions() async throws { try await assertSearchIgnoresCaseAndAccentsAndLooksAtNamesAndShortDescriptions() }
    func test_search_needsEveryWordAndNeverMatchesAcrossTheName() async throws { try await assertSearchNeedsEveryWordAndNeverMatchesAcrossTheEndOfTheName() }
    func test_inStockOnly_leavesOutWhatTheSalesSoldOut() async throws { try await assertInStockOnlyLeavesOutWhatTheSalesSoldOut() }
    func test_sort_byPriceAndNameKeepsCatalogueOrderForTies() async throws { try await assertSortsByPriceAndNameKeepingCatalogueOrderForTies() }
    func test_sort_byStockLeftAndByRatingsWithUnratedLast() async throws { try await assertSortsByTheStockLeftAndByTheCustomersRatingsWithUnratedLast() }
    func test_products_looksUpInTheOrderAskedLeavingOutUnknownIDs() async throws { try await assertLooksUpProductsInTheOrderAskedLeavingOutUnknownIDs() }
}

final class IndexedCatalogueContractTests: CatalogueContract {
    override func makeCatalogue(selling catalogue: Catalogue) throws -> any ProductCatalogue {
        IndexedCatalogue(catalogue)
    }

    func test_tellsItsCurrencyAndSize() throws { try assertTellsItsCurrencyAndSize() }
    func test_page_givesTheWindowInCatalogueOrderAtTheListedStock() async throws { try await assertPageGivesTheWindowInCatalogueOrderAtTheListedStock() }
    func test_page_pastTheLastMatchIsEmptyAndStillCountsTheMatches() async throws { try await assertPagePastTheLastMatchIsEmptyAndStillCountsTheMatches() }
    func test_search_ignoresCaseAndAccentsInNamesAndShortDescriptions() async throws { try await assertSearchIgnoresCaseAndAccentsAndLooksAtNamesAndShortDescriptions() }
    func test_search_needsEveryWordAndNeverMatchesAcrossTheName() async throws { try await assertSearchNeedsEveryWordAndNeverMatchesAcrossTheEndOfTheName() }
    func test_inStockOnly_leavesOutWhatTheSalesSoldOut() async throws { try await assertInStockOnlyLeavesOutWhatTheSalesSoldOut() }
    func test_sort_byPriceAndNameKeepsCatalogueOrderForTies() async throws { try await assertSortsByPriceAndNameKeepingCatalogueOrderForTies() }
    func test_sort_byStockLeftAndByRatingsWithUnratedLast() async throws { try await assertSortsByTheStockLeftAndByTheCustomersRatingsWithUnratedLast() }
    func test_products_looksUpInTheOrderAskedLeavingOutUnknownIDs() async throws { try await assertLooksUpProductsInTheOrderAskedLeavingOutUnknownIDs() }
}

/// The indexed catalogue as a start opens it: the file decoded by the fast decoder, on two cores.
final class IndexedCatalogueFromJSONContractTests: CatalogueContract {
    override func makeCatalogue(selling catalogue: Catalogue) throws -> any ProductCatalogue {
        try openedCatalogue(selling: catalogue, reopened: false)
    }

    func test_tellsItsCurrencyAndSize() throws { try assertTellsItsCurrencyAndSize() }
    func test_page_givesTheWindowInCatalogueOrderAtTheListedStock() async throws { try await assertPageGivesTheWindowInCatalogueOrderAtTheListedStock() }
    func test_page_pastTheLastMatchIsEmptyAndStillCountsTheMatches() async throws { try await assertPagePastTheLastMatchIsEmptyAndStillCountsTheMatches() }
    func test_search_ignoresCaseAndAccentsInNamesAndShortDescriptions() async throws { try await assertSearchIgnoresCaseAndAccentsAndLooksAtNamesAndShortDescriptions() }
    func test_search_needsEveryWordAndNeverMatchesAcrossTheName() async throws { try await assertSearchNeedsEveryWordAndNeverMatchesAcrossTheEndOfTheName() }
    func test_inStockOnly_leavesOutWhatTheSalesSoldOut() async throws { try await assertInStockOnlyLeavesOutWhatTheSalesSoldOut() }
    func test_sort_byPriceAndNameKeepsCatalogueOrderForTies() async throws { try await assertSortsByPriceAndNameKeepingCatalogueOrderForTies() }
    func test_sort_byStockLeftAndByRatingsWithUnratedLast() async throws { try await assertSortsByTheStockLeftAndByTheCustomersRatingsWithUnratedLast() }
    func test_products_looksUpInTheOrderAskedLeavingOutUnknownIDs() async throws { try await assertLooksUpProductsInTheOrderAskedLeavingOutUnknownIDs() }
}

/// The indexed catalogue as a second start opens it: from the start-up cache the first start left.
final class IndexedCatalogueFromCacheContractTests: CatalogueContract {
    override func makeCatalogue(selling catalogue: Catalogue) throws -> any ProductCatalogue {
        try openedCatalogue(selling: catalogue, reopened: true)
    }

    func test_tellsItsCurrencyAndSize() throws { try assertTellsItsCurrencyAndSize() }
    func test_page_givesTheWindowInCatalogueOrderAtTheListedStock() async throws { try await assertPageGivesTheWindowInCatalogueOrderAtTheListedStock() }
    func test_page_pastTheLastMatchIsEmptyAndStillCountsTheMatches() async throws { try await assertPagePastTheLastMatchIsEmptyAndStillCountsTheMatches() }
    func test_search_ignoresCaseAndAccentsInNamesAndShortDescriptions() async throws { try await assertSearchIgnoresCaseAndAccentsAndLooksAtNamesAndShortDescriptions() }
    func test_search_needsEveryWordAndNeverMatchesAcrossTheName() async throws { try await assertSearchNeedsEveryWordAndNeverMatchesAcrossTheEndOfTheName() }
    func test_inStockOnly_leavesOutWhatTheSalesSoldOut() async throws { try await assertInStockOnlyLeavesOutWhatTheSalesSoldOut() }
    func test_sort_byPriceAndNameKeepsCatalogueOrderForTies() async throws { try await assertSortsByPriceAndNameKeepingCatalogueOrderForTies() }
    func test_sort_byStockLeftAndByRatingsWithUnratedLast() async throws { try await assertSortsByTheStockLeftAndByTheCustomersRatingsWithUnratedLast() }
    func test_products_looksUpInTheOrderAskedLeavingOutUnknownIDs() async throws { try await assertLooksUpProductsInTheOrderAskedLeavingOutUnknownIDs() }
}

/// The same contract through the fault decorator with no faults planned: switched off, it must be invisible.
final class FaultInjectingCatalogueContractTests: CatalogueContract {
    override func makeCatalogue(selling catalogue: Catalogue) throws -> any ProductCatalogue {
        let gate = FaultGate(injector: FaultInjector(seed: 1), clock: ManualFaultClock())
        return FaultInjectingCatalogue(wrapping: IndexedCatalogue(catalogue), gate: gate, points: .init(page: { _ in [.catalogue, .search] }, lookUp: [.product]))
    }

    func test_tellsItsCurrencyAndSize() throws { try assertTellsItsCurrencyAndSize() }
    func test_page_givesTheWindowInCatalogueOrderAtTheListedStock() async throws { try await assertPageGivesTheWindowInCatalogueOrderAtTheListedStock() }
    func test_page_pastTheLastMatchIsEmptyAndStillCountsTheMatches() async throws { try await assertPagePastTheLastMatchIsEmptyAndStillCountsTheMatches() }
    func test_search_ignoresCaseAndAccentsInNamesAndShortDescriptions() async throws { try await assertSearchIgnoresCaseAndAccentsAndLooksAtNamesAndShortDescriptions() }
    func test_search_needsEveryWordAndNeverMatchesAcrossTheName() async throws { try await assertSearchNeedsEveryWordAndNeverMatchesAcrossTheEndOfTheName() }
    func test_inStockOnly_leavesOutWhatTheSalesSoldOut() async throws { try await assertInStockOnlyLeavesOutWhatTheSalesSoldOut() }
    func test_sort_byPriceAndNameKeepsCatalogueOrderForTies() async throws { try await assertSortsByPriceAndNameKeepingCatalogueOrderForTies() }
    func test_sort_byStockLeftAndByRatingsWithUnratedLast() async throws { try await assertSortsByTheStockLeftAndByTheCustomersRatingsWithUnratedLast() }
    func test_products_looksUpInTheOrderAskedLeavingOutUnknownIDs() async throws { try await assertLooksUpProductsInTheOrderAskedLeavingOutUnknownIDs() }
}

extension XCTestCase {
    /// `catalogue` written to a file and opened as a start opens it: decoded, or (`reopened`) from the cache a first
    /// open left, which must then exist.
    func openedCatalogue(selling catalogue: Catalogue, reopened: Bool) throws -> IndexedCatalogue {
        let files = InMemoryFileSystem(files: ["/catalogue.json": CatalogueFileText.json(for: catalogue)])
        let cache = CatalogueCacheFile(path: "/state/catalogue.cache", fileSystem: files, minimumCatalogueSize: 0)
        let reader = CatalogueFileReader(fileSystem: files, cache: reopened ? cache : nil)
        let first = try reader.open(atPath: "/catalogue.json")
        guard reopened else { return first }
        XCTAssertNotNil(files.files["/state/catalogue.cache"], "the first open left no cache")
        return try reader.open(atPath: "/catalogue.json")
    }
}
