import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

final class ShopErrorPresenterTests: XCTestCase {
    func test_outOfStock_namesTheItemsAndOffersToRemoveEach() {
        let items = [makeProduct(id: 1, name: "A", stock: 0), makeProduct(id: 2, name: "B", stock: 0), makeProduct(id: 3, name: "C", stock: 0)]

        let viewModel = makeSUT().map(.refused(.outOfStock(items)))

        XCTAssertEqual(viewModel.message, "\"A\", \"B\" and \"C\" are out of stock")
        XCTAssertEqual(viewModel.nextSteps, [.remove(productID: "1"), .remove(productID: "2"), .remove(productID: "3")])
    }

    func test_notInWishList_namesTheProduct() {
        XCTAssertEqual(message(.refused(.notInWishList(makeProduct(id: 3, name: "Oak Serving Board")))), "\"Oak Serving Board\" is not in your wish list")
    }

    func test_notEnoughStock_saysHowManyAreLeftAgainstHowManyWereAskedForAndOffersToAskForThem() throws {
        let weekender = StockShortfall(makeProduct(id: 4, name: "Weekender", stock: 2), quantity: 3)
        let throwLine = StockShortfall(makeProduct(id: 6, name: "Throw", stock: 1), quantity: 2)

        let viewModel = makeSUT().map(.refused(.notEnoughStock([weekender, throwLine])))

        XCTAssertEqual(viewModel.message, "\"Weekender\" has only 2 left, not 3 and \"Throw\" has only 1 left, not 2")
        XCTAssertEqual(viewModel.nextSteps, [.askForWhatIsLeft(productID: "4", quantity: "2"), .askForWhatIsLeft(productID: "6", quantity: "1")])
    }

    func test_notEnoughStock_ofAProductWithNoneLeftSaysItIsOutOfStockAndOffersToRemoveIt() throws {
        let mugs = StockShortfall(makeProduct(id: 5, name: "Mugs", stock: 0), quantity: 2)

        let viewModel = makeSUT().map(.refused(.notEnoughStock([mugs])))

        XCTAssertEqual(viewModel.message, "\"Mugs\" is out of stock")
        XCTAssertEqual(viewModel.nextSteps, [.remove(productID: "5")])
    }

    func test_emptyCartAndUnknownOrder_offerToAddProductsAndToSeeTheOrders() {
        XCTAssertEqual(
            makeSUT().map(.refused(.cartIsEmpty)),
            ErrorViewModel(kind: "cart-is-empty", message: "your cart is empty", wayOut: WayOut("add products with", [.addProduct], follow: " first"))
        )
        XCTAssertEqual(
            makeSUT().map(.orderNotFound(7)),
            ErrorViewModel(kind: "order-not-found", message: "no order #7", wayOut: WayOut("type", [.seeOrders], follow: " to see yours"))
        )
    }

    func test_aCheckoutUnderWay_saysOneOrderIsPlacedAtATimeAndOffersNoStep() {
        XCTAssertEqual(
            makeSUT().map(.checkoutUnderWay),
            ErrorViewModel(kind: "checkout-under-way", message: "another checkout is under way: one order is placed at a time")
        )
    }

    func test_aFailedDataAccess_offersNoStepOfItsOwn() {
        XCTAssertEqual(makeSUT().map(.dataAccess(.timedOut)).nextSteps, [])
    }

    func test_noSuchPage_saysThisIsTheFirstPageBeforeItAndHowManyPagesThereArePastTheLast() {
        XCTAssertEqual(message(.noSuchPage(0, pageCount: 3)), "this is the first page")
        XCTAssertEqual(message(.noSuchPage(4, pageCount: 3)), "there is no page 4: the results fill 3 pages")
        XCTAssertEqual(message(.noSuchPage(1_914, pageCount: 1_913)), "there is no page 1,914: the results fill 1,913 pages")
    }

    func test_everyError_isOneLineStartingInLowerCaseOrAQuote() {
        let errors: [ShopError] = [
            .productNotFound(id(1)), .refused(.alreadyInWishList(makeProduct())), .refused(.notInWishList(makeProduct())),
            .refused(.invalidRating(0)), .refused(.invalidQuantity(-1)), .refused(.notEnoughStock([StockShortfall(makeProduct(stock: 1), quantity: 2)])), .refused(.cartIsEmpty), .refused(.outOfStock([makeProduct()])), .refused(.amountTooLarge),
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
        let sut = makeSUT()

        XCTAssertEqual(sut.map(.dataAccess(.damaged("x"))).kind, "unreadable-data")
        XCTAssertEqual(sut.map(.refused(.cartIsEmpty)).kind, "cart-is-empty")
        XCTAssertEqual(sut.map(.refused(.notEnoughStock([]))).kind, "not-enough-stock")
        XCTAssertEqual(sut.map(.refused(.invalidQuantity(-1))).kind, "invalid-quantity")
    }

    private func makeSUT() -> ShopErrorPresenter {
        ShopErrorPresenter(money: MoneyFormatter(localeIdentifier: "en_US"))
    }

    private func message(_ error: ShopError) -> String {
        makeSUT().map(error).message
    }
}
