import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

final class ShopErrorPresenterTests: XCTestCase {
    func test_outOfStock_namesTheItemAndTheCommandThatRemovesIt() {
        let stool = makeProduct(id: 7, name: "Walnut Stool", stock: 0)

        XCTAssertEqual(
            message(.refused(.outOfStock([stool]))),
            "\"Walnut Stool\" is out of stock: remove it with \"remove 7\", then check out again"
        )
    }

    func test_outOfStock_listsSeveralItemsAsASentence() {
        let items = [makeProduct(id: 1, name: "A", stock: 0), makeProduct(id: 2, name: "B", stock: 0), makeProduct(id: 3, name: "C", stock: 0)]

        XCTAssertEqual(
            message(.refused(.outOfStock(items))),
            "\"A\", \"B\" and \"C\" are out of stock: remove them with \"remove 1\", \"remove 2\" and \"remove 3\", then check out again"
        )
    }

    func test_notInWishList_namesTheProduct() {
        XCTAssertEqual(message(.refused(.notInWishList(makeProduct(id: 3, name: "Oak Serving Board")))), "\"Oak Serving Board\" is not in your wish list")
    }

    func test_notEnoughStock_saysHowManyAreLeftAgainstHowManyWereAskedForAndHowToAskForThem() throws {
        let weekender = try WishListLine(makeProduct(id: 4, name: "Weekender", stock: 2), quantity: 3)
        let throwLine = try WishListLine(makeProduct(id: 6, name: "Throw", stock: 1), quantity: 2)

        XCTAssertEqual(message(.refused(.notEnoughStock([weekender]))), "\"Weekender\" has only 2 left, not 3: ask for what is left with \"quantity 4 2\"")
        XCTAssertEqual(
            message(.refused(.notEnoughStock([weekender, throwLine]))),
            "\"Weekender\" has only 2 left, not 3 and \"Throw\" has only 1 left, not 2: ask for what is left with \"quantity 4 2\" and \"quantity 6 1\""
        )
    }

    func test_notEnoughStock_ofAProductWithNoneLeftSaysItIsOutOfStock() throws {
        let mugs = try WishListLine(makeProduct(id: 5, name: "Mugs", stock: 0), quantity: 2)

        XCTAssertEqual(message(.refused(.notEnoughStock([mugs]))), "\"Mugs\" is out of stock: change your wish list with \"remove 5\"")
    }

    func test_outOfStockAndEmptyCart_quoteTheDriversOwnWords() {
        var words = VocabularyStub()
        words.removeWord = "drop"
        words.addProduct = "wish for ID"
        let sut = ShopErrorPresenter(vocabulary: words, money: MoneyFormatter(localeIdentifier: "en_US"))

        XCTAssertEqual(
            sut.map(.refused(.outOfStock([makeProduct(id: 7, name: "Stool", stock: 0)]))).message,
            "\"Stool\" is out of stock: remove it with \"drop 7\", then check out again"
        )
        XCTAssertEqual(sut.map(.refused(.cartIsEmpty)).message, "your cart is empty: add products with \"wish for ID\" first")
    }

    func test_noSuchPage_saysThisIsTheFirstPageBeforeItAndHowManyPagesThereArePastTheLast() {
        XCTAssertEqual(message(.noSuchPage(0, pageCount: 3)), "this is the first page")
        XCTAssertEqual(message(.noSuchPage(4, pageCount: 3)), "there is no page 4: the results fill 3 pages")
        XCTAssertEqual(message(.noSuchPage(1_914, pageCount: 1_913)), "there is no page 1,914: the results fill 1,913 pages")
    }

    func test_everyError_isOneLineStartingInLowerCaseOrAQuote() {
        let errors: [ShopError] = [
            .productNotFound(id(1)), .refused(.alreadyInWishList(makeProduct())), .refused(.notInWishList(makeProduct())),
            .refused(.invalidRating(0)), .refused(.invalidQuantity(-1)), .refused(.notEnoughStock([try! WishListLine(makeProduct(stock: 1), quantity: 2)])), .refused(.cartIsEmpty), .refused(.outOfStock([makeProduct()])), .refused(.amountTooLarge),
            .refused(.currencyMismatch), .refused(.noOrderNumbersLeft), .noSuchPage(2, pageCount: 1), .dataAccess(.unavailable),
            .dataAccess(.timedOut), .dataAccess(.notFound), .dataAccess(.damaged("x")), .dataAccess(.notSaved("y")), .dataAccess(.cancelled),
        ]

        for error in errors {
            let text = message(error)
            XCTAssertFalse(text.contains("\n"), text)
            XCTAssertTrue(text.first.map { $0.isLowercase || $0 == "\"" } ?? false, text)
        }
    }

    func test_map_givesEachErrorItsStableKind() {
        let sut = ShopErrorPresenter(vocabulary: VocabularyStub(), money: MoneyFormatter(localeIdentifier: "en_US"))

        XCTAssertEqual(sut.map(.dataAccess(.damaged("x"))).kind, "unreadable-data")
        XCTAssertEqual(sut.map(.refused(.cartIsEmpty)).kind, "cart-is-empty")
        XCTAssertEqual(sut.map(.refused(.notEnoughStock([]))).kind, "not-enough-stock")
        XCTAssertEqual(sut.map(.refused(.invalidQuantity(-1))).kind, "invalid-quantity")
    }

    private func message(_ error: ShopError) -> String {
        ShopErrorPresenter(vocabulary: VocabularyStub(), money: MoneyFormatter(localeIdentifier: "en_US")).map(error).message
    }
}
