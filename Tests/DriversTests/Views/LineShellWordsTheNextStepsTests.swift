import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// The line shell words the next steps the presenters offer as commands to type, in `TerminalVocabulary`'s words.
@MainActor
final class LineShellWordsTheNextStepsTests: XCTestCase {
    private let money = MoneyFormatter(localeIdentifier: "en_US")

    func test_productDetail_listsTheCommandsThatApplyLinedUpWithWhatTheyDo() async {
        let viewModel = ProductDetailPresenter(money: money, vocabulary: VocabularyStub()).map(ProductDetail(product: makeProduct(), rating: nil, isInWishList: false))

        let printed = printed { ProductDetailTextView(output: $0).display(viewModel) }

        XCTAssertTrue(printed.hasSuffix("""
        Type:
          add         put it on your wish list
          rate N      give it 1 to 5 stars
          back        return to the previous screen


        """), printed)
    }

    func test_productDetail_offersRemoveForAProductOnTheWishList() async {
        let viewModel = ProductDetailPresenter(money: money, vocabulary: VocabularyStub()).map(ProductDetail(product: makeProduct(), rating: nil, isInWishList: true))

        XCTAssertTrue(printed { ProductDetailTextView(output: $0).display(viewModel) }.contains("\n  remove      take it off your wish list\n"))
    }

    func test_shopfront_saysHowToSeeTheProductsNotShownAndListsWhereToGo() async {
        let viewModel = ShopfrontPresenter(money: money, vocabulary: VocabularyStub()).map(makeShopfront((1...6).map { makeProduct(id: $0) }, wishList: makeWishList([])))

        let printed = printed { ShopfrontTextView(output: $0).display(viewModel) }

        XCTAssertTrue(printed.hasSuffix("""
          … and 2 more: type "catalogue" to browse them, or "find TEXT".
        Your wish list is empty.
        Type:
          show ID     see a product
          catalogue   every product
          wish        your wish list
          cart        your cart and checkout
          orders      the orders you placed
          help        every command


        """), printed)
    }

    /// What `display` writes to standard output, with no window and no colour.
    private func printed(_ display: (TerminalOutput) -> Void) -> String {
        let console = ScriptedConsole(lines: [])
        display(TerminalOutput(console: console, style: TextStyle(usesColour: false)))
        return console.output
    }
}
