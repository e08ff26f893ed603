import Adapters
import Entities
import TaschTestSupport
import XCTest

final class ShopErrorMessageTests: XCTestCase {
    func test_outOfStock_namesTheItemAndTheCommandThatRemovesIt() {
        let stool = makeProduct(id: 7, name: "Walnut Stool", stock: 0)

        XCTAssertEqual(
            ShopErrorMessage.text(for: .outOfStock([stool])),
            "\"Walnut Stool\" is out of stock: remove it with \"remove 7\", then check out again"
        )
    }

    func test_outOfStock_listsSeveralItemsAsASentence() {
        let items = [makeProduct(id: 1, name: "A", stock: 0), makeProduct(id: 2, name: "B", stock: 0), makeProduct(id: 3, name: "C", stock: 0)]

        XCTAssertEqual(
            ShopErrorMessage.text(for: .outOfStock(items)),
            "\"A\", \"B\" and \"C\" are out of stock: remove them with \"remove 1\", \"remove 2\" and \"remove 3\", then check out again"
        )
    }

    func test_noSuchPage_saysThisIsTheFirstPageBeforeItAndHowManyPagesThereArePastTheLast() {
        XCTAssertEqual(ShopErrorMessage.text(for: .noSuchPage(0, pageCount: 3)), "this is the first page")
        XCTAssertEqual(ShopErrorMessage.text(for: .noSuchPage(4, pageCount: 3)), "there is no page 4: the results fill 3 pages")
    }

    func test_everyError_isOneLineStartingInLowerCaseOrAQuote() {
        let errors: [ShopError] = [
            .productNotFound(id(1)), .alreadyInWishList(makeProduct()), .notInWishList(id(1)), .invalidRating(0),
            .cartIsEmpty, .outOfStock([makeProduct()]), .amountTooLarge, .currencyMismatch, .noConnection,
            .timedOut, .notFound, .unreadableData("x"), .notSaved("y"), .cancelled,
        ]

        for error in errors {
            let text = ShopErrorMessage.text(for: error)
            XCTAssertFalse(text.contains("\n"), text)
            XCTAssertTrue(text.first.map { $0.isLowercase || $0 == "\"" } ?? false, text)
        }
    }
}
