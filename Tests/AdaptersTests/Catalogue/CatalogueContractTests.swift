import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

final class InMemoryCatalogueContractTests: CatalogueContract {
    override func makeCatalogue(selling catalogue: Catalogue) async throws -> any ProductCatalogue {
        InMemoryCatalogue(catalogue)
    }

    func test_tellsItsCurrencyAndSize() async throws { try await assertTellsItsCurrencyAndSize() }
    func test_page_givesTheWindowInCatalogueOrderAtTheListedStock() async throws { try await assertPageGivesTheWindowInCatalogueOrderAtTheListedStock() }
    func test_page_pastTheLastMatchIsEmptyAndStillCountsTheMatches() async throws { try await assertPagePastTheLastMatchIsEmptyAndStillCountsTheMatches() }
    func test_search_ignoresCaseAndAccentsInNamesAndShortDescriptions() async throws { try await assertSearchIgnoresCaseAndAccentsAndLooksAtNamesAndShortDescriptions() }
    func test_search_needsEveryWordAndNeverMatchesAcrossTheName() async throws { try await assertSearchNeedsEveryWordAndNeverMatchesAcrossTheEndOfTheName() }
    func test_inStockOnly_leavesOutWhatTheSalesSoldOut() async throws { try await assertInStockOnlyLeavesOutWhatTheSalesSoldOut() }
    func test_sort_byPriceAndNameKeepsCatalogueOrderForTies() async throws { try await assertSortsByPriceAndNameKeepingCatalogueOrderForTies() }
    func test_sort_byStockLeftAndByRatingsWithUnratedLast() async throws { try await assertSortsByTheStockLeftAndByTheCustomersRatingsWithUnratedLast() }
    func test_products_looksUpInTheOrderAskedLeavingOutUnknownIDs() async throws { try await assertLooksUpProductsInTheOrderAskedLeavingOutUnknownIDs() }
    func test_countLimit_leavesThePageAsItIsAndAStoppedCountReachesIt() async throws { try await assertCountLimitLeavesThePageAsItIsAndACountStoppedShortAtLeastReachesIt() }
}

final class IndexedCatalogueContractTests: CatalogueContract {
    override func makeCatalogue(selling catalogue: Catalogue) async throws -> any ProductCatalogue {
        let sut = IndexedCatalogue(catalogue)
        trackForMemoryLeaks(sut)
        return sut
    }

    func test_tellsItsCurrencyAndSize() async throws { try await assertTellsItsCurrencyAndSize() }
    func test_page_givesTheWindowInCatalogueOrderAtTheListedStock() async throws { try await assertPageGivesTheWindowInCatalogueOrderAtTheListedStock() }
    func test_page_pastTheLastMatchIsEmptyAndStillCountsTheMatches() async throws { try await assertPagePastTheLastMatchIsEmptyAndStillCountsTheMatches() }
    func test_search_ignoresCaseAndAccentsInNamesAndShortDescriptions() async throws { try await assertSearchIgnoresCaseAndAccentsAndLooksAtNamesAndShortDescriptions() }
    func test_search_needsEveryWordAndNeverMatchesAcrossTheName() async throws { try await assertSearchNeedsEveryWordAndNeverMatchesAcrossTheEndOfTheName() }
    func test_inStockOnly_leavesOutWhatTheSalesSoldOut() async throws { try await assertInStockOnlyLeavesOutWhatTheSalesSoldOut() }
    func test_sort_byPriceAndNameKeepsCatalogueOrderForTies() async throws { try await assertSortsByPriceAndNameKeepingCatalogueOrderForTies() }
    func test_sort_byStockLeftAndByRatingsWithUnratedLast() async throws { try await assertSortsByTheStockLeftAndByTheCustomersRatingsWithUnratedLast() }
    func test_products_looksUpInTheOrderAskedLeavingOutUnknownIDs() async throws { try await assertLooksUpProductsInTheOrderAskedLeavingOutUnknownIDs() }
    func test_countLimit_leavesThePageAsItIsAndAStoppedCountReachesIt() async throws { try await assertCountLimitLeavesThePageAsItIsAndACountStoppedShortAtLeastReachesIt() }
}

/// The indexed catalogue as a first start opens it: the file decoded by the fast decoder, on two cores, while its index is written.
final class IndexedCatalogueFromJSONContractTests: CatalogueContract {
    override func makeCatalogue(selling catalogue: Catalogue) async throws -> any ProductCatalogue {
        try decodedCatalogue(selling: catalogue)
    }

    func test_tellsItsCurrencyAndSize() async throws { try await assertTellsItsCurrencyAndSize() }
    func test_page_givesTheWindowInCatalogueOrderAtTheListedStock() async throws { try await assertPageGivesTheWindowInCatalogueOrderAtTheListedStock() }
    func test_page_pastTheLastMatchIsEmptyAndStillCountsTheMatches() async throws { try await assertPagePastTheLastMatchIsEmptyAndStillCountsTheMatches() }
    func test_search_ignoresCaseAndAccentsInNamesAndShortDescriptions() async throws { try await assertSearchIgnoresCaseAndAccentsAndLooksAtNamesAndShortDescriptions() }
    func test_search_needsEveryWordAndNeverMatchesAcrossTheName() async throws { try await assertSearchNeedsEveryWordAndNeverMatchesAcrossTheEndOfTheName() }
    func test_inStockOnly_leavesOutWhatTheSalesSoldOut() async throws { try await assertInStockOnlyLeavesOutWhatTheSalesSoldOut() }
    func test_sort_byPriceAndNameKeepsCatalogueOrderForTies() async throws { try await assertSortsByPriceAndNameKeepingCatalogueOrderForTies() }
    func test_sort_byStockLeftAndByRatingsWithUnratedLast() async throws { try await assertSortsByTheStockLeftAndByTheCustomersRatingsWithUnratedLast() }
    func test_products_looksUpInTheOrderAskedLeavingOutUnknownIDs() async throws { try await assertLooksUpProductsInTheOrderAskedLeavingOutUnknownIDs() }
    func test_countLimit_leavesThePageAsItIsAndAStoppedCountReachesIt() async throws { try await assertCountLimitLeavesThePageAsItIsAndACountStoppedShortAtLeastReachesIt() }
}

/// The catalogue answered from an index file written straight from the decoded catalogue, as a second start opens it.
final class IndexFileCatalogueFromAFreshIndexContractTests: CatalogueContract {
    override func makeCatalogue(selling catalogue: Catalogue) async throws -> any ProductCatalogue {
        try catalogueFromAFreshIndex(selling: catalogue)
    }

    func test_tellsItsCurrencyAndSize() async throws { try await assertTellsItsCurrencyAndSize() }
    func test_page_givesTheWindowInCatalogueOrderAtTheListedStock() async throws { try await assertPageGivesTheWindowInCatalogueOrderAtTheListedStock() }
    func test_page_pastTheLastMatchIsEmptyAndStillCountsTheMatches() async throws { try await assertPagePastTheLastMatchIsEmptyAndStillCountsTheMatches() }
    func test_search_ignoresCaseAndAccentsInNamesAndShortDescriptions() async throws { try await assertSearchIgnoresCaseAndAccentsAndLooksAtNamesAndShortDescriptions() }
    func test_search_needsEveryWordAndNeverMatchesAcrossTheName() async throws { try await assertSearchNeedsEveryWordAndNeverMatchesAcrossTheEndOfTheName() }
    func test_inStockOnly_leavesOutWhatTheSalesSoldOut() async throws { try await assertInStockOnlyLeavesOutWhatTheSalesSoldOut() }
    func test_sort_byPriceAndNameKeepsCatalogueOrderForTies() async throws { try await assertSortsByPriceAndNameKeepingCatalogueOrderForTies() }
    func test_sort_byStockLeftAndByRatingsWithUnratedLast() async throws { try await assertSortsByTheStockLeftAndByTheCustomersRatingsWithUnratedLast() }
    func test_products_looksUpInTheOrderAskedLeavingOutUnknownIDs() async throws { try await assertLooksUpProductsInTheOrderAskedLeavingOutUnknownIDs() }
    func test_countLimit_leavesThePageAsItIsAndAStoppedCountReachesIt() async throws { try await assertCountLimitLeavesThePageAsItIsAndACountStoppedShortAtLeastReachesIt() }
}

/// The catalogue answered from the index a first start wrote through the file system, reopened by a second start.
final class IndexFileCatalogueFromAReopenedIndexContractTests: CatalogueContract {
    override func makeCatalogue(selling catalogue: Catalogue) async throws -> any ProductCatalogue {
        try await catalogueFromAReopenedIndex(selling: catalogue)
    }

    func test_tellsItsCurrencyAndSize() async throws { try await assertTellsItsCurrencyAndSize() }
    func test_page_givesTheWindowInCatalogueOrderAtTheListedStock() async throws { try await assertPageGivesTheWindowInCatalogueOrderAtTheListedStock() }
    func test_page_pastTheLastMatchIsEmptyAndStillCountsTheMatches() async throws { try await assertPagePastTheLastMatchIsEmptyAndStillCountsTheMatches() }
    func test_search_ignoresCaseAndAccentsInNamesAndShortDescriptions() async throws { try await assertSearchIgnoresCaseAndAccentsAndLooksAtNamesAndShortDescriptions() }
    func test_search_needsEveryWordAndNeverMatchesAcrossTheName() async throws { try await assertSearchNeedsEveryWordAndNeverMatchesAcrossTheEndOfTheName() }
    func test_inStockOnly_leavesOutWhatTheSalesSoldOut() async throws { try await assertInStockOnlyLeavesOutWhatTheSalesSoldOut() }
    func test_sort_byPriceAndNameKeepsCatalogueOrderForTies() async throws { try await assertSortsByPriceAndNameKeepingCatalogueOrderForTies() }
    func test_sort_byStockLeftAndByRatingsWithUnratedLast() async throws { try await assertSortsByTheStockLeftAndByTheCustomersRatingsWithUnratedLast() }
    func test_products_looksUpInTheOrderAskedLeavingOutUnknownIDs() async throws { try await assertLooksUpProductsInTheOrderAskedLeavingOutUnknownIDs() }
    func test_countLimit_leavesThePageAsItIsAndAStoppedCountReachesIt() async throws { try await assertCountLimitLeavesThePageAsItIsAndACountStoppedShortAtLeastReachesIt() }
}

/// The same contract through the fault decorator with no faults planned: switched off, it must be invisible.
final class FaultInjectingCatalogueContractTests: CatalogueContract {
    override func makeCatalogue(selling catalogue: Catalogue) async throws -> any ProductCatalogue {
        let gate = FaultGate(injector: FaultInjector(seed: 1), clock: ManualFaultClock())
        let wrapped = IndexedCatalogue(catalogue)
        trackForMemoryLeaks(wrapped)
        return FaultInjectingCatalogue(wrapping: wrapped, gate: gate, points: .init(page: { _ in [.catalogue, .search] }, lookUp: [.product]))
    }

    func test_tellsItsCurrencyAndSize() async throws { try await assertTellsItsCurrencyAndSize() }
    func test_page_givesTheWindowInCatalogueOrderAtTheListedStock() async throws { try await assertPageGivesTheWindowInCatalogueOrderAtTheListedStock() }
    func test_page_pastTheLastMatchIsEmptyAndStillCountsTheMatches() async throws { try await assertPagePastTheLastMatchIsEmptyAndStillCountsTheMatches() }
    func test_search_ignoresCaseAndAccentsInNamesAndShortDescriptions() async throws { try await assertSearchIgnoresCaseAndAccentsAndLooksAtNamesAndShortDescriptions() }
    func test_search_needsEveryWordAndNeverMatchesAcrossTheName() async throws { try await assertSearchNeedsEveryWordAndNeverMatchesAcrossTheEndOfTheName() }
    func test_inStockOnly_leavesOutWhatTheSalesSoldOut() async throws { try await assertInStockOnlyLeavesOutWhatTheSalesSoldOut() }
    func test_sort_byPriceAndNameKeepsCatalogueOrderForTies() async throws { try await assertSortsByPriceAndNameKeepingCatalogueOrderForTies() }
    func test_sort_byStockLeftAndByRatingsWithUnratedLast() async throws { try await assertSortsByTheStockLeftAndByTheCustomersRatingsWithUnratedLast() }
    func test_products_looksUpInTheOrderAskedLeavingOutUnknownIDs() async throws { try await assertLooksUpProductsInTheOrderAskedLeavingOutUnknownIDs() }
    func test_countLimit_leavesThePageAsItIsAndAStoppedCountReachesIt() async throws { try await assertCountLimitLeavesThePageAsItIsAndACountStoppedShortAtLeastReachesIt() }
}
