import Adapters
import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// At a terminal, a checkout whose cart changed while the customer decided buys nothing, says what changed with the
/// new total, and asks again.
@MainActor
final class CartChangedWhileAskedSessionTests: XCTestCase {
    func test_checkout_saysWhatChangedWhileTheCustomerDecidedAndAsksAboutTheCartAsItIsNow() async throws {
        let files = ShopSession.makeFiles()
        let twoTotes = try await Self.filesOfAShopWishingForTwoTotes()
        var questions = 0
        let session = await ShopSession.run(["add 1", "checkout", "y", "y"], interactive: true, files: files, whenAsked: { _ in
            questions += 1
            if questions == 1 { twoTotes.forEach { files.seed($1, atPath: $0) } }
        })

        XCTAssertEqual(session.console.prompts.filter { $0.hasPrefix("Place") }, [
            "Place the order for 1 item, $64.50 in all? [y/N, or a code] ", "Place the order for 2 items, $129.00 in all? [y/N, or a code] ",
        ])
        XCTAssertEqual(session.console.errors, """
        nothing was ordered: your cart changed while you decided: "Heron Tote" is now 2, not 1

        """)
        XCTAssertTrue(session.console.output.contains("Thank you! Order #1001 is placed.\n  2 × Heron Tote  $129.00\n"), session.console.output)
    }

    func test_checkout_ordersNothingWhenTheCustomerSaysNoToTheCartAsItIsNow() async throws {
        let files = ShopSession.makeFiles()
        let twoTotes = try await Self.filesOfAShopWishingForTwoTotes()
        var questions = 0
        let session = await ShopSession.run(["add 1", "checkout", "y", "n", "orders"], interactive: true, files: files, whenAsked: { _ in
            questions += 1
            if questions == 1 { twoTotes.forEach { files.seed($1, atPath: $0) } }
        })

        XCTAssertTrue(session.console.output.contains("Checkout cancelled: nothing was ordered."), session.console.output)
        XCTAssertTrue(session.console.output.contains("You have placed no orders yet"), session.console.output)
    }

    /// The state files another shop leaves, written by the store's own writer, when its customer wishes for two of
    /// product 1 at $64.50: what that shop's change puts in place while this customer decides.
    private static func filesOfAShopWishingForTwoTotes() async throws -> [String: Data] {
        let elsewhere = InMemoryFileSystem()
        let twoTotes = makeState(wishList: wishList([entry(1, quantity: 2, priceWhenAdded: dollars(cents: 6450))]))
        try await JSONFileShopStateStore.save(SavedShop(state: twoTotes), atPath: "/state.json", fileSystem: elsewhere, currency: usd)
        return elsewhere.files
    }
}
