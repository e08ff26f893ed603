import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// A product wished for that the catalogue no longer lists keeps its line on the wish list and the cart, where it can be
/// seen and taken off; checking out leaves it out.
final class NoLongerSoldPresenterTests: XCTestCase {
    private let money = MoneyFormatter(localeIdentifier: "en_US")

    func test_wishList_showsALineNoLongerSoldWithItsIDAndItsPriceWhenWishedFor() throws {
        let list = try PricedWishList(
            currency: usd, lines: [WishListLine(makeProduct(id: 1, priceCents: 6_450))], unsold: [entry(9, quantity: 2, priceWhenAdded: dollars(cents: 3_900))]
        )

        let viewModel = WishListPresenter(money: money).map(list)

        XCTAssertEqual(viewModel.items.map(\.id), ["1", "9"])
        XCTAssertEqual(viewModel.items.map(\.name), ["Product 1", "no longer sold"])
        XCTAssertEqual(viewModel.items.map(\.price), ["$64.50", "—"])
        XCTAssertEqual(viewModel.items.last?.quantity, "2 ×")
        XCTAssertEqual(viewModel.items.last?.notes, ["was $39.00"])
        XCTAssertEqual(viewModel.title, "Your wish list: 1 item")
    }

    func test_cart_showsWhatItLeavesOutAndStillOffersToCheckOutTheRest() throws {
        let cart = try Cart(wishList: PricedWishList(currency: usd, lines: [WishListLine(makeProduct(id: 1, priceCents: 6_450))], unsold: [entry(9)]))

        let viewModel = CartPresenter(money: money).map(cart)

        XCTAssertEqual(viewModel.lines.map(\.id), ["1", "9"])
        XCTAssertEqual(viewModel.lines.last?.notes, ["left out"])
        XCTAssertEqual(viewModel.totals.amount("Total"), "$64.50")
        XCTAssertTrue(viewModel.offersCheckout)
    }

    func test_cart_ofOnlyWhatIsNoLongerSold_showsItAndOffersToTakeItOff() throws {
        let cart = try Cart(wishList: PricedWishList(currency: usd, lines: [], unsold: [entry(9)]))

        let viewModel = CartPresenter(money: money).map(cart)

        XCTAssertNil(viewModel.emptyMessage)
        XCTAssertEqual(viewModel.lines.map(\.id), ["9"])
        XCTAssertEqual(viewModel.nextSteps, [.remove(productID: "9")], "that line, not one out of stock")
        XCTAssertEqual(viewModel.problem?.message, "nothing in your cart can be bought: #9 is no longer sold")
    }

    func test_removingAProductNoLongerSold_namesItByItsID() {
        let edit = WishListEdit(.removed, productID: id(9), nil, wishList: .refreshed(makeWishList([])))

        XCTAssertEqual(WishListEditPresenter(money: money).map(edit).text, "Removed #9, no longer sold, from your wish list (now empty).")
    }

    func test_aCartOfOnlyWhatIsNoLongerSold_isRefusedNamingItAndOfferingToTakeItOff() {
        let viewModel = ShopErrorPresenter(money: money).map(.refused(.noLongerSold([id(9)])))

        XCTAssertEqual(viewModel.kind, "no-longer-sold")
        XCTAssertEqual(viewModel.message, "nothing in your cart can be bought: #9 is no longer sold")
        XCTAssertEqual(viewModel.nextSteps, [.remove(productID: "9")])
    }
}
