import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// Presenters know no command words: every hint quotes the vocabulary the driver passes in, so another driver can
/// reuse them with words of its own.
final class PresentersQuoteTheVocabularyTests: XCTestCase {
    private let money = MoneyFormatter(localeIdentifier: "en_US")

    func test_wishListAndCart_hintsQuoteTheVocabulary() throws {
        let cart = CartPresenter(money: money, vocabulary: words)

        XCTAssertEqual(cart.map(try Cart(wishList: makeWishList([makeProduct()]))).hint, "Type \"BUY\" to place the order.")
        XCTAssertEqual(cart.map(try Cart(wishList: makeWishList([]))).emptyMessage, "Your cart is empty. Add products to your wish list with \"KEEP-ID\".")
        let short = try Cart(wishList: WishList(currency: usd, lines: [WishListLine(makeProduct(stock: 1), quantity: 2)]))
        XCTAssertEqual(cart.map(short).hint, "Ask for no more than is left (\"HOW-MANY\") before you check out.")
    }

    private var words: VocabularyStub {
        var words = VocabularyStub()
        (words.showProduct, words.allProducts, words.nextPage, words.previousPage, words.anyPage) = ("OPEN", "ALL", "MORE", "LESS", "GOTO")
        words.leaveSearch = "EVERY"
        words.setQuantity = "HOW-MANY"
        (words.find, words.addProduct, words.addShownProduct, words.removeProduct) = ("SEARCH", "KEEP-ID", "KEEP", "DROP-ID")
        (words.rateShownProduct, words.back, words.cart, words.checkout) = ("STARS", "BACK", "BASKET", "BUY")
        return words
    }
}
