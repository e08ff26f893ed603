import Adapters
import Entities
import UseCases

/// The presenters the full screen shows each use case's value through, the same as the line shell's; the rows of their
/// view models carry the identities the screen acts on.
struct ScreenPresenters: Sendable {
    let money: MoneyFormatter
    let times: TimestampFormatter
    /// How each kind of payment is worded.
    let payments: PaymentWording
    /// The checkout dialog's fields a code is typed into, one a kind.
    let codeFields: [CheckoutCodeField]
    /// The catalogue's largest id and highest price, which its pages' columns are as wide as.
    var extremes: @Sendable () -> ProductExtremes? = { nil }

    func catalogue(_ page: CataloguePage) -> CataloguePageContent {
        CataloguePageContent(
            viewModel: CataloguePresenter(money: money, extremes: extremes()).map(page), page: page.number,
            pageCount: page.pageCount, isCountComplete: page.isCountComplete
        )
    }

    func product(_ detail: ProductDetail) -> ProductContent {
        ProductContent(
            viewModel: ProductDetailPresenter(money: money).map(detail), productID: detail.product.id, wishedQuantity: detail.wishListEntry?.quantity ?? 0
        )
    }

    func wishList(_ list: PricedWishList) -> WishListContent {
        WishListContent(viewModel: WishListPresenter(money: money).map(list))
    }

    func cart(_ cart: Cart) -> CartContent {
        CartContent(viewModel: CartPresenter(money: money).map(cart))
    }

    func question(_ question: CheckoutQuestion) -> CheckoutQuestionContent {
        CheckoutQuestionContent(
            viewModel: checkoutPresenter.question(question), cart: cart(question.cart), wishList: wishList(question.cart.wishList), codeFields: codeFields
        )
    }

    func orders(_ page: OrderHistoryPage) -> OrdersContent {
        OrdersContent(viewModel: orderHistory.map(page), page: page.page, pageCount: page.pageCount)
    }

    func order(_ order: Order) -> ReceiptViewModel {
        orderHistory.receipt(order)
    }

    func checkout(_ result: CheckoutResult) -> CheckoutViewModel {
        checkoutPresenter.map(result)
    }

    func wishListEdit(_ edit: WishListEdit) -> MessageViewModel {
        WishListEditPresenter(money: money).map(edit)
    }

    func rating(_ rated: RatedProduct) -> MessageViewModel {
        RatingPresenter().map(rated)
    }

    private var orderHistory: OrderHistoryPresenter {
        OrderHistoryPresenter(money: money, times: times, payments: payments)
    }

    private var checkoutPresenter: CheckoutPresenter {
        CheckoutPresenter(money: money, payments: payments)
    }
}
