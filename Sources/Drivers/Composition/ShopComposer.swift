import Adapters
import Entities
import UseCases

/// Builds each screen and action from the services the locator holds: interactor, presenter and view, wired.
@MainActor
final class ShopComposer: ShopActions {
    // The locator keeps the composer as a singleton, so holding it strongly here would keep the whole shop alive.
    private unowned let locator: ServiceLocator

    init(locator: ServiceLocator) {
        self.locator = locator
    }

    /// The screen for `destination`; a screen that reports the fault if it cannot be built.
    func makeScreen(for destination: Destination) -> Screen {
        do {
            return try screen(for: destination)
        } catch {
            return Screen(destination: destination, keepingAlive: []) { [weak self] in
                self?.reportInternalError(error)
                return false
            }
        }
    }

    private func screen(for destination: Destination) throws -> Screen {
        let views = try ViewChoice(locator: locator)
        switch destination {
        case .home:
            let interactor = try locator.resolve(ShopfrontInteractor.self)
            let presenter = views.presenter(
                text: (ShopfrontTextView(output: views.output), ShopfrontPresenter(money: views.money).map),
                json: ("home", views.documents.shopfront)
            )
            interactor.observer = presenter
            return screen(destination, keeping: interactor, presenter, load: interactor.load)
        case let .catalogue(query):
            let interactor = try locator.resolve(BrowseCatalogueInteractor.self)
            let presenter = views.presenter(
                text: (CatalogueTextView(output: views.output), CataloguePresenter(money: views.money).map),
                json: ("catalogue", views.documents.catalogue)
            )
            interactor.observer = presenter
            return screen(destination, keeping: interactor, presenter) { await interactor.load(query) }
        case let .product(id):
            let interactor = try locator.resolve(ProductDetailInteractor.self)
            let presenter = views.presenter(
                text: (ProductDetailTextView(output: views.output), ProductDetailPresenter(money: views.money).map),
                json: ("product", views.documents.productDetail)
            )
            interactor.observer = presenter
            return screen(destination, keeping: interactor, presenter) { await interactor.load(id) }
        case .wishList:
            let interactor = try locator.resolve(WishListInteractor.self)
            let presenter = views.presenter(
                text: (WishListTextView(output: views.output), WishListPresenter(money: views.money).map),
                json: ("wishList", views.documents.wishList)
            )
            interactor.observer = presenter
            try followWishListChanges(interactor, views: views)
            return screen(destination, keeping: interactor, presenter, load: interactor.load)
        case .cart:
            let interactor = try locator.resolve(CartInteractor.self)
            let presenter = views.presenter(
                text: (CartTextView(output: views.output), CartPresenter(money: views.money).map),
                json: ("cart", views.documents.cart)
            )
            interactor.observer = presenter
            try followWishListChanges(interactor, views: views)
            return screen(destination, keeping: interactor, presenter, load: interactor.load)
        }
    }

    private func screen<Value>(
        _ destination: Destination,
        keeping interactor: AnyObject,
        _ presenter: ScreenPresenter<Value>,
        load: @escaping () async -> Void
    ) -> Screen {
        Screen(destination: destination, keepingAlive: [interactor, presenter]) { [unowned presenter] in
            await load()
            return presenter.succeeded
        }
    }

    // A screen on show prints itself again when the wish list changes; in JSON mode every command
    // prints exactly one object, so screens stay quiet there.
    private func followWishListChanges(_ interactor: any WishListChangeObserver, views: ViewChoice) throws {
        guard views.output.mode == .text else { return }
        try locator.resolve(WishListChangeBroadcast.self).subscribe(interactor)
    }

    func add(_ id: ProductID) async {
        await editWishList { interactor in await interactor.add(id) }
    }

    func remove(_ id: ProductID) async {
        await editWishList { interactor in await interactor.remove(id) }
    }

    func rate(_ id: ProductID, stars: Int) async {
        await perform { views in
            let interactor = try locator.resolve(RatingInteractor.self)
            let presenter = views.presenter(
                text: (MessageTextView(output: views.output), RatingPresenter().map),
                json: ("rating", views.documents.rating)
            )
            interactor.observer = presenter
            await interactor.rate(id, stars: stars)
            // Interactors hold presenters weakly: keep this one alive until the answer is shown.
            withExtendedLifetime(presenter) {}
        }
    }

    func checkout() async {
        await perform { views in
            let interactor = try locator.resolve(CartInteractor.self)
            let presenter = views.presenter(
                text: (ReceiptTextView(output: views.output), ReceiptPresenter(money: views.money).map),
                json: ("order", views.documents.order)
            )
            interactor.checkoutObserver = presenter
            await interactor.checkout()
            withExtendedLifetime(presenter) {}
        }
    }

    private func editWishList(_ edit: (WishListInteractor) async -> Void) async {
        await perform { views in
            let interactor = try locator.resolve(WishListInteractor.self)
            let presenter = views.presenter(
                text: (MessageTextView(output: views.output), WishListEditPresenter(money: views.money).map),
                json: ("wishListEdit", views.documents.wishListEdit)
            )
            interactor.editObserver = presenter
            await edit(interactor)
            withExtendedLifetime(presenter) {}
        }
    }

    private func perform(_ action: (ViewChoice) async throws -> Void) async {
        do {
            try await action(ViewChoice(locator: locator))
        } catch {
            reportInternalError(error)
        }
    }

    private func reportInternalError(_ error: any Error) {
        (try? locator.resolve(TerminalOutput.self))?.error("internal error: \(error)", kind: "internal")
    }
}
