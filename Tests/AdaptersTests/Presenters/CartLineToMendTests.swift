import Adapters
import Entities
import TaschTestSupport
import XCTest

/// A cart that cannot be bought names the line to mend first, the one its way out acts on, so that a driver opens the
/// cart there: the key the cart offers then acts on the line it names, never on the first.
final class CartLineToMendTests: XCTestCase {
    private let money = MoneyFormatter(localeIdentifier: "en_US")

    func test_aCartHoldingAProductOutOfStock_mendsThatLine() throws {
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 2), makeProduct(id: 5, stock: 0), makeProduct(id: 1)]))

        let viewModel = CartPresenter(money: money).map(cart)

        XCTAssertEqual(viewModel.lineToMend, 1)
        XCTAssertEqual(viewModel.lines[1].productID, ProductID(5))
    }

    func test_aCartAskingForMoreThanIsLeft_mendsTheFirstShortLine() throws {
        let cart = try Cart(wishList: PricedWishList(currency: usd, lines: [
            WishListLine(makeProduct(id: 1)), WishListLine(makeProduct(id: 4, stock: 2), quantity: 3), WishListLine(makeProduct(id: 6, stock: 1), quantity: 2),
        ]))

        XCTAssertEqual(CartPresenter(money: money).map(cart).lineToMend, 1)
    }

    func test_aCartThatCanBeBought_hasNoLineToMend() throws {
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1), makeProduct(id: 2)]))

        XCTAssertNil(CartPresenter(money: money).map(cart).lineToMend)
    }

    func test_anEmptyCart_hasNoLineToMend() throws {
        XCTAssertNil(CartPresenter(money: money).map(try Cart(wishList: makeWishList([]))).lineToMend)
    }
}
