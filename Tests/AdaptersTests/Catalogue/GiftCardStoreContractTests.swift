@testable import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

final class InMemoryGiftCardStoreContractTests: GiftCardStoreContract {
    override func makeStore(issuing cards: [GiftCard]) async throws -> any GiftCardStore {
        InMemoryGiftCardStore(cards)
    }

    func test_giftCard_findsEachCardByItsCodeAsIssued() async throws { try await assertFindsEachCardByItsCodeAsIssued() }
    func test_giftCard_findsACardIgnoringCaseAndDashes() async throws { try await assertFindsACardByItsCodeIgnoringCaseAndDashes() }
    func test_giftCard_findsNothingForACodeNoCardHas() async throws { try await assertFindsNothingForACodeNoCardHas() }
    func test_giftCard_findsNothingForWhatIsNoCode() async throws { try await assertFindsNothingForWhatIsNoCode() }
    func test_giftCard_findsNothingWhenNoCardIsIssued() async throws { try await assertFindsNothingWhenNoCardIsIssued() }
}

/// The same contract through the fault decorator with no faults planned: switched off, it must be invisible.
// The decorator is the generic FaultInjecting; the card's conformance is declared by its module (Drivers' GiftCardFeature),
// which the test support brings in.
final class FaultInjectingGiftCardStoreContractTests: GiftCardStoreContract {
    override func makeStore(issuing cards: [GiftCard]) async throws -> any GiftCardStore {
        let gate = FaultGate(injector: FaultInjector(seed: 1), clock: ManualFaultClock())
        return FaultInjecting<any GiftCardStore>(wrapping: InMemoryGiftCardStore(cards), gate: gate, points: [FaultPoint("giftcard")])
    }

    func test_giftCard_findsEachCardByItsCodeAsIssued() async throws { try await assertFindsEachCardByItsCodeAsIssued() }
    func test_giftCard_findsACardIgnoringCaseAndDashes() async throws { try await assertFindsACardByItsCodeIgnoringCaseAndDashes() }
    func test_giftCard_findsNothingForACodeNoCardHas() async throws { try await assertFindsNothingForACodeNoCardHas() }
    func test_giftCard_findsNothingForWhatIsNoCode() async throws { try await assertFindsNothingForWhatIsNoCode() }
    func test_giftCard_findsNothingWhenNoCardIsIssued() async throws { try await assertFindsNothingWhenNoCardIsIssued() }
}

/// The cards of a catalogue file as a start decodes it, by the fast decoder.
final class FastDecodedGiftCardStoreContractTests: GiftCardStoreContract {
    override func makeStore(issuing cards: [GiftCard]) async throws -> any GiftCardStore {
        let json = CatalogueFileText.json(for: Self.catalogue, giftCards: cards)
        XCTAssertNotNil(FastCatalogueDecoder.decode(json), "the fast decoder reads the file")
        return try CatalogueFileReader.open(contents: json).giftCards
    }

    func test_giftCard_findsEachCardByItsCodeAsIssued() async throws { try await assertFindsEachCardByItsCodeAsIssued() }
    func test_giftCard_findsACardIgnoringCaseAndDashes() async throws { try await assertFindsACardByItsCodeIgnoringCaseAndDashes() }
    func test_giftCard_findsNothingForACodeNoCardHas() async throws { try await assertFindsNothingForACodeNoCardHas() }
    func test_giftCard_findsNothingForWhatIsNoCode() async throws { try await assertFindsNothingForWhatIsNoCode() }
    func test_giftCard_findsNothingWhenNoCardIsIssued() async throws { try await assertFindsNothingWhenNoCardIsIssued() }
}

/// The cards of a catalogue file that the fast decoder leaves to the slow path (an exponent in a field Tasch ignores),
/// as a start decodes it through Foundation.
final class FoundationDecodedGiftCardStoreContractTests: GiftCardStoreContract {
    override func makeStore(issuing cards: [GiftCard]) async throws -> any GiftCardStore {
        let json = Data(#"{"note": 1e0, "# .utf8) + CatalogueFileText.json(for: Self.catalogue, giftCards: cards).dropFirst()
        XCTAssertNil(FastCatalogueDecoder.decode(json), "the file goes the slow way")
        return try CatalogueFileReader.open(contents: json).giftCards
    }

    func test_giftCard_findsEachCardByItsCodeAsIssued() async throws { try await assertFindsEachCardByItsCodeAsIssued() }
    func test_giftCard_findsACardIgnoringCaseAndDashes() async throws { try await assertFindsACardByItsCodeIgnoringCaseAndDashes() }
    func test_giftCard_findsNothingForACodeNoCardHas() async throws { try await assertFindsNothingForACodeNoCardHas() }
    func test_giftCard_findsNothingForWhatIsNoCode() async throws { try await assertFindsNothingForWhatIsNoCode() }
    func test_giftCard_findsNothingWhenNoCardIsIssued() async throws { try await assertFindsNothingWhenNoCardIsIssued() }
}

/// The cards of a catalogue opened from its index, as a second start opens it: the index written by the first.
final class IndexFileGiftCardStoreContractTests: GiftCardStoreContract {
    override func makeStore(issuing cards: [GiftCard]) async throws -> any GiftCardStore {
        let files = InMemoryFileSystem(files: [Self.cataloguePath: CatalogueFileText.json(for: Self.catalogue, giftCards: cards)])
        let reader = CatalogueFileReader(fileSystem: files, index: CatalogueIndexFile(path: Self.indexPath, fileSystem: files, minimumCatalogueSize: 0))
        await (try reader.open(atPath: Self.cataloguePath)).finishWriting()
        let opened = try reader.open(atPath: Self.cataloguePath)
        XCTAssertTrue(opened.catalogue is IndexFileCatalogue, "opened from the index")
        return opened.giftCards
    }

    func test_giftCard_findsEachCardByItsCodeAsIssued() async throws { try await assertFindsEachCardByItsCodeAsIssued() }
    func test_giftCard_findsACardIgnoringCaseAndDashes() async throws { try await assertFindsACardByItsCodeIgnoringCaseAndDashes() }
    func test_giftCard_findsNothingForACodeNoCardHas() async throws { try await assertFindsNothingForACodeNoCardHas() }
    func test_giftCard_findsNothingForWhatIsNoCode() async throws { try await assertFindsNothingForWhatIsNoCode() }
    func test_giftCard_findsNothingWhenNoCardIsIssued() async throws { try await assertFindsNothingWhenNoCardIsIssued() }
}

private extension GiftCardStoreContract {
    /// The products the cards' catalogue sells: a few, since the cards are what is tested.
    static let catalogue = makeCatalogue((1...3).map { makeProduct(id: $0) })
}
