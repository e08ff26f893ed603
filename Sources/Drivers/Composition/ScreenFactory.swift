import Adapters
import Entities
import UseCases

/// Builds each screen: its interactor, presenter and view, wired, and how it loads.
@MainActor
final class ScreenFactory {
    private let interactors: Interactors
    private let views: ViewChoice
    private let changes: WishListChangeBroadcast
    /// The catalogue's largest id and highest price, asked for by each catalogue screen, so its columns keep their width.
    private let catalogueExtremes: () -> ProductExtremes?

    init(
        interactors: Interactors, views: ViewChoice, changes: WishListChangeBroadcast,
        catalogueExtremes: @escaping () -> ProductExtremes? = { nil }
    ) {
        self.interactors = interactors
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
        let interactor = interactors.shopfront()
        let presentation = views.presentation(
            text: (ShopfrontTextView(output: views.output), ShopfrontPresenter(money: views.money, extremes: catalogueExtremes()).map),
            json: ("home", views.documents.shopfront)
        )
        interactor.observer = presentation.presenter
        return Screen(destination: .home, keepingAlive: [interactor] + presentation.parts) { await interactor.load() }
    }

    private func catalogue(_ query: CatalogueQuery) -> Screen {
        let interactor = interactors.browse()
        let presentation = views.presentation(
            text: (CatalogueTextView(output: views.output), CataloguePresenter(money: views.money, extremes: catalogueExtremes()).map),
            json: ("catalogue", views.documents.catalogue)
        )
        interactor.observer = presentation.presenter
        return Screen(destination: .catalogue(query), keepingAlive: [interactor] + presentation.parts) { await interactor.load(query) }
    }

    private func product(_ id: ProductID) -> Screen {
        let interactor = interactors.productDetail()
        let presentation = views.presentation(
            text: (ProductDetailTextView(output: views.output), ProductDetailPresenter(money: views.money).map),
            json: ("product", views.documents.productDetail)
        )
        interactor.observer = presentation.presenter
        return Screen(destination: .product(id), keepingAlive: [interactor] + presentation.parts) { await interactor.load(id) }
    }

    private func wishList() -> Screen {
        let interactor = interactors.wishList()
        let presentation = views.presentation(
            text: (WishListTextView(output: views.output), WishListPresenter(money: views.money).map),
            json: ("wishList", views.documents.wishList)
        )
        interactor.observer = presentation.presenter
        followWishListChanges(interactor)
        return Screen(destination: .wishList, keepingAlive: [interactor] + presentation.parts) { await interactor.load() }
    }

    private func cart() -> Screen {
        let interactor = interactors.cart()
        let presentation = views.presentation(
            text: (CartTextView(output: views.output), CartPresenter(money: views.money).map),
            json: ("cart", views.documents.cart)
        )
        interactor.observer = presentation.presenter
        followWishListChanges(interactor)
        return Screen(destination: .cart, keepingAlive: [interactor] + presentation.parts) { await interactor.load() }
    }

    private func orders(page: Int, pageSize: PageSize) -> Screen {
        let interactor = interactors.orderHistory()
        let presentation = views.presentation(
            text: (OrderHistoryTextView(output: views.output), orderPresenter.map),
            json: ("orders", views.documents.orderHistory)
        )
        interactor.observer = presentation.presenter
        return Screen(destination: .orders(page: page, pageSize: pageSize), keepingAlive: [interactor] + presentation.parts) {
            await interactor.load(page: page, pageSize: pageSize)
        }
    }

    private func order(_ number: Int) -> Screen {
        let interactor = interactors.order()
        let presentation = views.presentation(
            text: (ReceiptTextView(output: views.output), orderPresenter.receipt),
            json: ("order", { [documents = views.documents] in documents.order($0) })
        )
        interactor.observer = presentation.presenter
        return Screen(destination: .order(number), keepingAlive: [interactor] + presentation.parts) { await interactor.load(number) }
    }

    private var orderPresenter: OrderHistoryPresenter {
        OrderHistoryPresenter(money: views.money, times: views.times)
    }

    // A screen on show prints itself again when the wish list changes; in JSON mode every command
    // prints exactly one object, so screens stay quiet there.
    private func followWishListChanges(_ interactor: any WishListChangeObserver) {
        guard views.output.mode == .text else { return }
        changes.subscribe(interactor)
    }
}
