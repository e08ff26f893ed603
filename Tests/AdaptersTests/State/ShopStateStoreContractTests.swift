import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

final class InMemoryShopStateStoreContractTests: ShopStateStoreContract {
    override func makeStore(saved: SavedShop?) async throws -> any ShopStateStore {
        InMemoryShopStateStore(saved?.state ?? .empty, orders: saved?.orders ?? [])
    }

    func test_read_deliversAnEmptyStateWhenNothingWasSaved() async throws { try await assertReadDeliversAnEmptyStateWhenNothingWasSaved() }
    func test_read_deliversTheSavedState() async throws { try await assertReadDeliversTheSavedState() }
    func test_update_returnsWhatTheChangeReturnedAndKeepsTheChange() async throws { try await assertUpdateReturnsWhatTheChangeReturnedAndKeepsTheChange() }
    func test_update_keepsEveryChangeMadeAtOnce() async throws { try await assertUpdatesMadeAtOnceAreAllKept() }
    func test_update_thatChangesNothingLeavesTheStateAsItWas() async throws { try await assertUpdateThatChangesNothingLeavesTheStateAsItWas() }
    func test_update_keepsAnOrderPlacedWithTheStateItLeft() async throws { try await assertAnOrderPlacedIsKeptWithTheStateItLeft() }
    func test_orders_comeNewestFirstAPageAtATime() async throws { try await assertOrdersComeNewestFirstAPageAtATimeWithTheCountOfAll() }
    func test_ordersNumberedFrom_areThoseAtOrAfterIt() async throws { try await assertOrdersNumberedFromAreThoseAtOrAfterItNewestFirst() }
    func test_orderNumbered_findsItOrNothing() async throws { try await assertOrderNumberedFindsItOrNothing() }
    func test_update_handsTheTransactionTheOrdersAskedFor() async throws { try await assertUpdateHandsTheTransactionTheOrdersNumberedFromWhatItAsked() }
    func test_update_keepsACardsPaymentAndAnOrderWithItsPartWhole() async throws { try await assertACardsPaymentAndAnOrderWithItsPartAreKeptWhole() }
}

final class JSONFileShopStateStoreContractTests: ShopStateStoreContract {
    private var fileSystem: InMemoryFileSystem?

    override func makeStore(saved: SavedShop?) async throws -> any ShopStateStore {
        let (sut, fileSystem) = try await makeJSONFileStore(savedShop: saved)
        self.fileSystem = fileSystem
        addTeardownBlock { [weak self] in self?.fileSystem = nil }
        return sut
    }

    /// A full disk: every write and append fails.
    override func makeSaves(failing: Bool) async throws {
        let failure = InjectedFailure(description: "cannot save \(statePath): No space left on device")
        try XCTUnwrap(fileSystem).failWrites(with: failing ? failure : nil)
    }

    /// Half a file, as a program that does not write atomically leaves when it is killed.
    override func damageTheSavedState() async throws {
        try XCTUnwrap(fileSystem).seed(Data(#"{"version": 2, "wishList": [{"productID": 2"#.utf8), atPath: statePath)
    }

    /// The journal cut short inside its committed bytes, as a program that truncates it would leave it.
    override func damageTheSavedOrders() async throws {
        try XCTUnwrap(fileSystem).edit(atPath: journalPath) { $0.removeLast(20) }
    }

    func test_read_deliversAnEmptyStateWhenNothingWasSaved() async throws { try await assertReadDeliversAnEmptyStateWhenNothingWasSaved() }
    func test_read_deliversTheSavedState() async throws { try await assertReadDeliversTheSavedState() }
    func test_update_returnsWhatTheChangeReturnedAndKeepsTheChange() async throws { try await assertUpdateReturnsWhatTheChangeReturnedAndKeepsTheChange() }
    func test_update_keepsEveryChangeMadeAtOnce() async throws { try await assertUpdatesMadeAtOnceAreAllKept() }
    func test_update_thatChangesNothingLeavesTheStateAsItWas() async throws { try await assertUpdateThatChangesNothingLeavesTheStateAsItWas() }
    func test_update_keepsAnOrderPlacedWithTheStateItLeft() async throws { try await assertAnOrderPlacedIsKeptWithTheStateItLeft() }
    func test_orders_comeNewestFirstAPageAtATime() async throws { try await assertOrdersComeNewestFirstAPageAtATimeWithTheCountOfAll() }
    func test_ordersNumberedFrom_areThoseAtOrAfterIt() async throws { try await assertOrdersNumberedFromAreThoseAtOrAfterItNewestFirst() }
    func test_orderNumbered_findsItOrNothing() async throws { try await assertOrderNumberedFindsItOrNothing() }
    func test_update_handsTheTransactionTheOrdersAskedFor() async throws { try await assertUpdateHandsTheTransactionTheOrdersNumberedFromWhatItAsked() }
    func test_update_keepsACardsPaymentAndAnOrderWithItsPartWhole() async throws { try await assertACardsPaymentAndAnOrderWithItsPartAreKeptWhole() }
    func test_update_thatFailsLeavesWhatACardHasPaidUntouched() async throws { try await assertAFailedSaveLeavesWhatACardHasPaidUntouched() }
    func test_update_thatFailsToSaveChangesNothingThatALaterReadOrChangeSees() async throws { try await assertAFailedSaveChangesNothingThatALaterReadOrChangeSees() }
    func test_update_neverWritesOverAStateThatCannotBeRead() async throws { try await assertAStateThatCannotBeReadIsNeverWrittenOver() }
    func test_update_neverWritesOverOrdersThatCannotBeRead() async throws { try await assertOrdersThatCannotBeReadAreNeverWrittenOver() }
}

/// The same contract through the fault decorator with no faults planned: switched off, it must be invisible.
/// Its failures are the twin's: injected before a call reaches the store it wraps.
final class FaultInjectingShopStateStoreContractTests: ShopStateStoreContract {
    private var injector: FaultInjector?

    override func makeStore(saved: SavedShop?) async throws -> any ShopStateStore {
        let injector = FaultInjector(seed: 1)
        self.injector = injector
        addTeardownBlock { [weak self] in self?.injector = nil }
        let gate = FaultGate(injector: injector, clock: ManualFaultClock())
        return FaultInjectingShopStateStore(
            wrapping: InMemoryShopStateStore(saved?.state ?? .empty, orders: saved?.orders ?? []), gate: gate,
            points: .init(read: [.wishlist], update: [.add])
        )
    }

    /// Every change fails as `add=fail` at the prompt makes it fail.
    override func makeSaves(failing: Bool) async throws {
        let injector = try XCTUnwrap(injector)
        if failing {
            await injector.set(try FaultSpec.parseEntry(point: "add", terms: "fail"))
        } else {
            await injector.clear()
        }
    }

    func test_read_deliversAnEmptyStateWhenNothingWasSaved() async throws { try await assertReadDeliversAnEmptyStateWhenNothingWasSaved() }
    func test_read_deliversTheSavedState() async throws { try await assertReadDeliversTheSavedState() }
    func test_update_returnsWhatTheChangeReturnedAndKeepsTheChange() async throws { try await assertUpdateReturnsWhatTheChangeReturnedAndKeepsTheChange() }
    func test_update_keepsEveryChangeMadeAtOnce() async throws { try await assertUpdatesMadeAtOnceAreAllKept() }
    func test_update_thatChangesNothingLeavesTheStateAsItWas() async throws { try await assertUpdateThatChangesNothingLeavesTheStateAsItWas() }
    func test_update_keepsAnOrderPlacedWithTheStateItLeft() async throws { try await assertAnOrderPlacedIsKeptWithTheStateItLeft() }
    func test_orders_comeNewestFirstAPageAtATime() async throws { try await assertOrdersComeNewestFirstAPageAtATimeWithTheCountOfAll() }
    func test_ordersNumberedFrom_areThoseAtOrAfterIt() async throws { try await assertOrdersNumberedFromAreThoseAtOrAfterItNewestFirst() }
    func test_orderNumbered_findsItOrNothing() async throws { try await assertOrderNumberedFindsItOrNothing() }
    func test_update_handsTheTransactionTheOrdersAskedFor() async throws { try await assertUpdateHandsTheTransactionTheOrdersNumberedFromWhatItAsked() }
    func test_update_keepsACardsPaymentAndAnOrderWithItsPartWhole() async throws { try await assertACardsPaymentAndAnOrderWithItsPartAreKeptWhole() }
    func test_update_thatFailsLeavesWhatACardHasPaidUntouched() async throws { try await assertAFailedSaveLeavesWhatACardHasPaidUntouched() }
    func test_update_thatFailsChangesNothingThatALaterReadOrChangeSees() async throws { try await assertAFailedSaveChangesNothingThatALaterReadOrChangeSees() }
}
