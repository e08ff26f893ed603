import Adapters
import Entities
import UseCases

/// Builds each screen: its interactor, presenter and view, wired, and how it loads.
@MainActor
final class ScreenFactory {
    private let wiring: Wiring
    private let views: ViewChoice
    private let changes: WishListChangeBroadcast
    /// The catalogue's largest id and highest price, asked for by each catalogue screen, so its columns keep their width.
    private let catalogueExtremes: () -> ProductExtremes?

    init(
        wiring: Wiring, views: ViewChoice, changes: WishListChangeBroadcast,
        catalogueExtremes: @escaping () -> ProductExtremes? = { nil }
    ) {
        self.wiring = wiring
        self.views = views
        self.changes = changes
        self.catalogueExtremes = catalogueExtremes
    }

    /// The screen for `destination`.
    func makeScreen(for destination: Destination) -> Screen {
        switch destination {
        case .home: shopfront()
        case let .catalogue(query): catalogue(query)
        case let .product(id): product(id)
        case .wishList: wishList()
        case .cart: cart()
        case let .orders(page, pageSize): orders(page: page, pageSize: pageSize)
        case let .order(number): order(number)
        }
    }

    private func shopfront() -> Screen {
        let presentation = views.presentation(
            text: (ShopfrontTextView(output: views.output), ShopfrontPresenter(money: views.money, extremes: catalogueExtremes()).map),
            json: ("home", views.documents.shopfront)
        )
        return Screen(destination: .home, wiring.shopfront(shownBy: presentation))
    }

    private func catalogue(_ query: CatalogueQuery) -> Screen {
        let presentation = views.presentation(
            text: (CatalogueTextView(output: views.output), CataloguePresenter(money: views.money, extremes: catalogueExtremes()).map),
            json: ("catalogue", views.documents.catalogue)
        )
        return Screen(destination: .catalogue(query), wiring.browse(query, shownBy: presentation))
    }

    private func product(_ id: ProductID) -> Screen {
        let presentation = views.presentation(
            text: (ProductDetailTextView(output: views.output), ProductDetailPresenter(money: views.money).map),
            json: ("product", views.documents.productDetail)
        )
        return Screen(destination: .product(id), wiring.product(id, shownBy: presentation))
    }

    private func wishList() -> Screen {
        let presentation = views.presentation(
            text: (WishListTextView(output: views.output), WishListPresenter(money: views.money).map),
            json: ("wishList", views.documents.wishList)
        )
        return Screen(destination: .wishList, wiring.wishList(shownBy: presentation, following: followedChanges))
    }

    private func cart() -> Screen {
        let presentation = views.presentation(
            text: (CartTextView(output: views.output), CartPresenter(money: views.money).map),
            json: ("cart", views.documents.cart)
        )
        return Screen(destination: .cart, wiring.cart(shownBy: presentation, following: followedChanges))
    }

    private func orders(page: Int, pageSize: PageSize) -> Screen {
        let presentation = views.presentation(
            text: (OrderHistoryTextView(output: views.output), orderPresenter.map),
            json: ("orders", views.documents.orderHistory)
        )
        return Screen(destination: .orders(page: page, pageSize: pageSize), wiring.orders(page: page, pageSize: pageSize, shownBy: presentation))
    }

    private func order(_ number: Int) -> Screen {
        let presentation = views.presentation(
            text: (ReceiptTextView(output: views.output), orderPresenter.receipt),
            json: ("order", { [documents = views.documents] in documents.order($0) })
        )
        return Screen(destination: .order(number), wiring.order(number, shownBy: presentation))
    }

    private var orderPresenter: OrderHistoryPresenter {
        OrderHistoryPresenter(money: views.money, times: views.times, payments: views.payments)
    }

    // A screen on show prints itself again when the wish list changes; in JSON mode every command
    // prints exactly one object, so screens stay quiet there.
    private var followedChanges: WishListChangeBroadcast? {
        views.output.mode == .text ? changes : nil
    }
}
