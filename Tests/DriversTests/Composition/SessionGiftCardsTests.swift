import Adapters
import Drivers
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

/// The shop a session opens looks gift cards up among those its catalogue file issues: the session hands the cards of
/// the catalogue it opened to the composition root.
@MainActor
final class SessionGiftCardsTests: XCTestCase {
    func test_run_givesTheShopTheGiftCardsItsCatalogueFileIssues() async throws {
        let card = makeGiftCard("WINTER-7KQ2", cents: 5_000)
        let files = InMemoryFileSystem(files: ["/catalogue.json": CatalogueFileText.json(for: makeCatalogue([makeProduct(id: 1)]), giftCards: [card])])
        var composed: (any GiftCardStore)?
        let world = ShopWorld(
            console: ScriptedConsole(lines: []), fileSystem: files, outputIsTerminal: false, services: .stopped(),
            overrides: { composed = try? $0.resolve((any GiftCardStore).self) }
        )

        let status = await TaschApp.run(arguments: ["--catalogue", "/catalogue.json", "--state", "/state.json"], environment: [:], world: world)
        let found = try await XCTUnwrap(composed, "no gift card store composed").giftCard(withCode: "winter-7kq2")

        XCTAssertEqual(status, 0)
        XCTAssertEqual(found, card)
    }
}
