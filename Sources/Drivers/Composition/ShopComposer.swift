import Adapters
import Entities
import UseCases

/// Builds each screen and action from the services the locator holds: interactor, presenter and text view, wired.
@MainActor
final class ShopComposer: ShopActions {
    private let locator: ServiceLocator

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
        let output = try locator.resolve(TerminalOutput.self)
        let money = try locator.resolve(MoneyFormatter.self)
        switch destination {
        case .home:
            let interactor = try locator.resolve(ShopfrontInteractor.self)
            return compose(destination, interactor, watched(ShopfrontTextView(output: output)), ShopfrontPresenter(money: money).map,
                           attach: { interactor.observer = $0 }, load: interactor.load)
        case .catalogue:
            let interactor = try locator.resolve(BrowseCatalogueInteractor.self)
            return compose(destination, interactor, watched(CatalogueTextView(output: output)), CataloguePresenter(money: money).map,
                           attach: { interactor.observer = $0 }, load: interactor.load)
        case let .product(id):
            let interactor = try locator.resolve(ProductDetailInteractor.self)
            return compose(destination, interactor, watched(ProductDetailTextView(output: output)), ProductDetailPresenter(money: money).map,
                           attach: { interactor.observer = $0 }, load: { await interactor.load(id) })
        case .wishList:
            let interactor = try locator.resolve(WishListInteractor.self)
            try locator.resolve(WishListChangeBroadcast.self).subscribe(interactor)
            return compose(destination, interactor, watched(WishListTextView(output: output)), WishListPresenter(money: money).map,
                           attach: { interactor.observer = $0 }, load: interactor.load)
        case .cart:
            let interactor = try locator.resolve(CartInteractor.self)
            try locator.resolve(WishListChangeBroadcast.self).subscribe(interactor)
            return compose(destination, interactor, watched(CartTextView(output: output)), CartPresenter(money: money).map,
                           attach: { interactor.observer = $0 }, load: interactor.load)
        }
    }

    private func compose<Value, View: TextView & ResourceView>(
        _ destination: Destination,
        _ interactor: AnyObject,
        _ view: View,
        _ map: @escaping LoadStatePresenter<Value, View>.Mapper,
        attach: (LoadStatePresenter<Value, View>) -> Void,
        load: @escaping () async -> Void
    ) -> Screen {
        let presenter = LoadStatePresenter(view: view, map: map)
        attach(presenter)
        return Screen(destination: destination, keepingAlive: [interactor, presenter, view]) { [weak view] in
            await load()
            return view.map { !$0.didFail } ?? false
        }
    }

    func add(_ id: ProductID) async {
        await editWishList { interactor in await interactor.add(id) }
    }

    func remove(_ id: ProductID) async {
        await editWishList { interactor in await interactor.remove(id) }
    }

    func rate(_ id: ProductID, stars: Int) async {
        await perform { output, _ in
            let interactor = try locator.resolve(RatingInteractor.self)
            let view = watched(MessageTextView(output: output))
            let presenter = LoadStatePresenter(view: view, map: RatingPresenter().map)
            interactor.observer = presenter
            await interactor.rate(id, stars: stars)
            withExtendedLifetime((view, presenter)) {}
        }
    }

    func checkout() async {
        await perform { output, money in
            let interactor = try locator.resolve(CartInteractor.self)
            let view = watched(ReceiptTextView(output: output))
            let presenter = LoadStatePresenter(view: view, map: ReceiptPresenter(money: money).map)
            interactor.checkoutObserver = presenter
            await interactor.checkout()
            withExtendedLifetime((view, presenter)) {}
        }
    }

    private func editWishList(_ edit: (WishListInteractor) async -> Void) async {
        await perform { output, money in
            let interactor = try locator.resolve(WishListInteractor.self)
            let view = watched(MessageTextView(output: output))
            let presenter = LoadStatePresenter(view: view, map: WishListEditPresenter(money: money).map)
            interactor.editObserver = presenter
            await edit(interactor)
            withExtendedLifetime((view, presenter)) {}
        }
    }

    private func perform(_ action: (TerminalOutput, MoneyFormatter) async throws -> Void) async {
        do {
            try await action(locator.resolve(TerminalOutput.self), locator.resolve(MoneyFormatter.self))
        } catch {
            reportInternalError(error)
        }
    }

    /// `view` with the shared loading line attached, so a slow request shows it.
    private func watched<View: TextView>(_ view: View) -> View {
        view.loadingIndicator = try? locator.resolve(LoadingIndicator.self)
        return view
    }

    private func reportInternalError(_ error: any Error) {
        (try? locator.resolve(TerminalOutput.self))?.error("internal error: \(error)")
    }
}
