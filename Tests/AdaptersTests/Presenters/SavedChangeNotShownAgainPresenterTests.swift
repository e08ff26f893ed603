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
}
