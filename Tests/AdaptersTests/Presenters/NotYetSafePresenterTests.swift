import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// A change saved but not yet safe on disk is told as made, with a warning that says why and what it risks; a safe
/// one is told as before, with no warning at all.
final class NotYetSafePresenterTests: XCTestCase {
    private let money = MoneyFormatter(localeIdentifier: "en_US")
    private let notYetSafe = Durability.notYetSafe("the folder of /x/state.json could not be synced (Input/output error)")
    private let warning = "Saved, but not yet safe on disk: the folder of /x/state.json could not be synced (Input/output error); "
        + "a crash of the computer or a power cut now could still undo it."

    func test_checkout_ofAnOrderNotYetSafe_givesItsReceiptWithTheWarning() throws {
        let order = try Order(number: 1001, lines: [try Order.Line(productID: id(1), name: "Tote", price: dollars(cents: 6_450))], total: dollars(cents: 6_450))

        guard case let .receipt(receipt) = CheckoutPresenter(money: money, payments: .shop).map(.placed(order, durability: notYetSafe)) else { return XCTFail("a receipt") }
        guard case let .receipt(safe) = CheckoutPresenter(money: money, payments: .shop).map(.placed(order)) else { return XCTFail("a receipt") }

        XCTAssertEqual(receipt.title, "Thank you! Order #1001 is placed.")
        XCTAssertEqual(receipt.warning, warning)
        XCTAssertNil(safe.warning)
    }

    func test_wishListEditAndRating_notYetSafe_sayWhatWasDoneWithTheWarning() throws {
        let list = try PricedWishList(currency: usd, lines: [WishListLine(makeProduct(id: 1, name: "Tote", priceCents: 6_450))])
        let edit = WishListEdit(.added, makeProduct(id: 1, name: "Tote"), wishList: .refreshed(list), durability: notYetSafe)
        let rated = RatedProduct(product: makeProduct(id: 1, name: "Tote"), rating: Rating(stars: 4)!, durability: notYetSafe)

        XCTAssertEqual(WishListEditPresenter(money: money).map(edit), MessageViewModel(text: "Added \"Tote\" to your wish list (1 item, $64.50).", warning: warning))
        XCTAssertEqual(RatingPresenter().map(rated), MessageViewModel(text: "You rated \"Tote\" ★★★★☆ 4/5.", warning: warning))
        XCTAssertNil(RatingPresenter().map(RatedProduct(product: makeProduct(id: 1, name: "Tote"), rating: Rating(stars: 4)!)).warning)
    }

    func test_documents_ofChangesNotYetSafe_sayWhyUnderNotYetSafe_andLeaveItOutWhenSafe() throws {
        let documents = DocumentPresenter(money: money)
        let order = try Order(number: 1001, lines: [], total: dollars(cents: 0))
        let product = makeProduct(id: 1, name: "Tote")
        let reason = "the folder of /x/state.json could not be synced (Input/output error)"

        XCTAssertEqual(documents.checkout(.placed(order, durability: notYetSafe)), .order(documents.order(order, notYetSafe: reason)))
        XCTAssertEqual(documents.rating(RatedProduct(product: product, rating: Rating(stars: 4)!, durability: notYetSafe)).notYetSafe, reason)
        XCTAssertEqual(documents.wishListEdit(WishListEdit(.removed, product, wishList: .refreshed(try PricedWishList(currency: usd, lines: [])), durability: notYetSafe)).notYetSafe, reason)
        XCTAssertNil(documents.rating(RatedProduct(product: product, rating: Rating(stars: 4)!)).notYetSafe)
        let encoded = String(decoding: try JSONEncoder().encode(documents.order(order)), as: UTF8.self)
        XCTAssertFalse(encoded.contains("notYetSafe"), encoded)
    }
}
