import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// A wish list of many products no longer sold: every sentence about them names a few and counts the rest, so it stays
/// one short line whatever the number (issue 34, point 3: 100,000 of them made a line of 792,134 characters).
final class ManyNoLongerSoldPresenterTests: XCTestCase {
    private let money = MoneyFormatter(localeIdentifier: "en_US")
    private let manyUnsold = (1...100_000).map { entry(1_000 + $0) }

    func test_receipt_ofAnOrderLeavingOutManyProductsNoLongerSold_namesThreeAndCountsTheRest() throws {
        let order = try Order(number: 1001, lines: [Order.Line(productID: id(1), name: "Tote", price: dollars(cents: 6_450))], total: dollars(cents: 6_450))

        guard case let .receipt(receipt) = CheckoutPresenter(money: money, payments: .shop).map(.placed(order, leftOut: manyUnsold)) else { return XCTFail("a receipt") }

        XCTAssertEqual(
            receipt.footer,
            "Shipping is free. Your wish list no longer holds what you bought. "
                + "#1001, #1002, #1003 and 99,997 more are no longer sold and were left out: they stay on your wish list."
        )
    }

    func test_question_ofACartLeavingOutManyProductsNoLongerSold_namesThreeAndCountsTheRest() throws {
        let cart = try Cart(wishList: PricedWishList(currency: usd, lines: [WishListLine(makeProduct(id: 1, priceCents: 6_450))], unsold: manyUnsold))

        XCTAssertEqual(
            CheckoutPresenter(money: money, payments: .shop).question(CheckoutQuestion(cart: cart)).question,
            "#1001, #1002, #1003 and 99,997 more are no longer sold and are left out. Place the order for 1 item, $64.50 in all?"
        )
    }

    func test_refusal_ofACartOfOnlyManyProductsNoLongerSold_namesThreeAndOffersTheWayToTakeAnyOff() {
        let viewModel = ShopErrorPresenter(money: money).map(.refused(.noLongerSold(manyUnsold.map(\.productID))))

        XCTAssertEqual(viewModel.message, "nothing in your cart can be bought: #1001, #1002, #1003 and 99,997 more are no longer sold")
        XCTAssertEqual(viewModel.nextSteps, [.removeProduct])
    }

    func test_refusal_ofACartOfOnlyFourProductsNoLongerSold_namesEachAndOffersToTakeEachOff() {
        let viewModel = ShopErrorPresenter(money: money).map(.refused(.noLongerSold([id(7), id(8), id(9), id(10)])))

        XCTAssertEqual(viewModel.message, "nothing in your cart can be bought: #7, #8, #9 and #10 are no longer sold")
        XCTAssertEqual(viewModel.nextSteps, ["7", "8", "9", "10"].map { .remove(productID: $0) })
    }

    func test_refusal_ofACartOfOnlyFiveProductsNoLongerSold_namesThreeAndCountsTwo() {
        let viewModel = ShopErrorPresenter(money: money).map(.refused(.noLongerSold((7...11).map(id))))

        XCTAssertEqual(viewModel.message, "nothing in your cart can be bought: #7, #8, #9 and 2 more are no longer sold")
        XCTAssertEqual(viewModel.nextSteps, [.removeProduct])
    }
}
