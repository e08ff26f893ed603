import Adapters
import Entities

/// What an answer brings to the full screen: a presenter's view model, whose rows carry the identities the screen acts
/// on (the products of a page, the numbers of the orders), so that nothing is read back from the printed text.
enum ScreenContent: Equatable, Sendable {
    case catalogue(CataloguePageContent)
    case product(ProductContent)
    case wishList(WishListContent)
    case cart(CartContent)
    case orders(OrdersContent)
    /// One placed order, seen again.
    case order(ReceiptViewModel)
    /// How a checkout ended: its receipt, or that nothing was ordered.
    case checkout(CheckoutViewModel)
    /// The answer to a change of the wish list, with the wish list it left when that could be read again (the change
    /// stands either way).
    case edited(MessageViewModel, WishListContent?)
    /// The answer to a rating.
    case message(MessageViewModel)
}

/// The checkout's question, with the cart a yes buys and the wish list of that cart, as one answer, and the fields the
/// customer may type a code into.
struct CheckoutQuestionContent: Equatable, Sendable {
    let viewModel: CheckoutQuestionViewModel
    let cart: CartContent
    let wishList: WishListContent
    var codeFields: [CheckoutCodeField] = []
}

/// One page of the catalogue.
struct CataloguePageContent: PagedContent {
    let viewModel: CatalogueViewModel
    let page: Int
    /// The pages the matches fill, or, while the count is not complete, at least fill.
    let pageCount: Int
    /// Whether every match was counted; when not, the screen asks for the count once the page is on show.
    var isCountComplete = true

    var productIDs: [ProductID] { viewModel.rows.map(\.productID) }
    var rowCount: Int { viewModel.rows.count }
}

/// One product's page, with how many of it are wished for (0 when none), which the screen acts on when the wish list
/// itself cannot be shown.
struct ProductContent: Equatable, Sendable {
    let viewModel: ProductDetailViewModel
    let productID: ProductID
    var wishedQuantity = 0
}

/// The wish list, with how many of each product are wished for.
struct WishListContent: Equatable, Sendable {
    let viewModel: WishListViewModel

    var productIDs: [ProductID] { viewModel.items.map(\.productID) }

    /// How many of the product with `id` are wished for; 0 when it is not on the list.
    func quantity(of id: ProductID) -> Int {
        viewModel.items.first { $0.productID == id }?.wishedQuantity ?? 0
    }
}

/// The cart.
struct CartContent: Equatable, Sendable {
    let viewModel: CartViewModel

    var productIDs: [ProductID] { viewModel.lines.map(\.productID) }
}

/// One page of the orders placed.
struct OrdersContent: PagedContent {
    let viewModel: OrderHistoryViewModel
    let page: Int
    let pageCount: Int

    var numbers: [Int] { viewModel.rows.map(\.orderNumber) }
    var rowCount: Int { viewModel.rows.count }
}
