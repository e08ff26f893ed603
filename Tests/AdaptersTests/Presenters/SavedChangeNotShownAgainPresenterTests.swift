import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// A change that was saved is said to be made even when what shows it could not be read again: the message says
/// only that it could not be shown.
final class SavedChangeNotShownAgainPresenterTests: XCTestCase {
    private let money = MoneyFormatter(localeIdentifier: "en_US")

    func test_edit_saysTheChangeWasMadeAndOnlyThatTheListCouldNotBeShownAgain() {
        let edit = WishListEdit(.added, makeProduct(id: 1, name: "Tote"), wishList: .failed(.dataAccess(.unavailable)))

        XCTAssertEqual(
            WishListEditPresenter(money: money).map(edit).text,
            "Added \"Tote\" to your wish list (the wish list could not be shown again just now)."
        )
    }

    func test_error_ofAScreenThatCouldNotBeShownAgain_saysWhatWasDoneWasSaved() {
        let viewModel = ShopErrorPresenter(money: money).map(.notRefreshed(.dataAccess(.unavailable)))

        XCTAssertEqual(viewModel.kind, "not-refreshed")
        XCTAssertEqual(
            viewModel.message,
            "what you did was saved, but the screen could not be shown again: no internet connection: check your connection and try again"
        )
    }

    func test_cartChanged_saysNothingWasOrderedWhatChangedAndWhatTheCartCostsNow() throws {
        let now = try Cart(wishList: PricedWishList(currency: usd, lines: [try WishListLine(makeProduct(id: 1, name: "Tote", priceCents: 6_450), quantity: 3)]))
        let changes: [CartChange] = [
            .quantity(now.lines[0], was: 1), .added(try WishListLine(makeProduct(id: 2, name: "Lamp"))),
            .gone(try WishListLine(makeProduct(id: 3, name: "Stool"))), .price(now.lines[0], was: dollars(cents: 6_000)),
        ]

        XCTAssertEqual(
            ShopErrorPresenter(money: money).map(.refused(.cartChanged(changes, now: now))).message,
            "nothing was ordered: your cart changed while you decided: \"Tote\" is now 3, not 1, \"Lamp\" was added, \"Stool\" is gone and "
                + "\"Tote\" now costs $64.50, not $60.00; it is now 3 items, $193.50 in all"
        )
    }
}
