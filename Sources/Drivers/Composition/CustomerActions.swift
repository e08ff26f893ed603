import Adapters
import Entities
import UseCases

/// Carries out what a customer does that changes the shop: each action's interactor, presenter and view, wired for
/// the one answer, which says how it ended.
@MainActor
final class CustomerActions: ShopActions {
    private let interactors: Interactors
    private let views: ViewChoice

    init(interactors: Interactors, views: ViewChoice) {
        self.interactors = interactors
        self.views = views
    }

    func add(_ id: ProductID) async -> Outcome {
        let interactor = interactors.addToWishList()
        let presenter = wishListEditPresenter()
        interactor.observer = presenter
        return await answered(by: presenter) { await interactor.add(id) }
    }

    func remove(_ id: ProductID) async -> Outcome {
        let interactor = interactors.removeFromWishList()
        let presenter = wishListEditPresenter()
        interactor.observer = presenter
        return await answered(by: presenter) { await interactor.remove(id) }
    }

    func rate(_ id: ProductID, stars: Int) async -> Outcome {
        let interactor = interactors.rate()
        let presenter = views.presenter(
            text: (MessageTextView(output: views.output), RatingPresenter().map),
            json: ("rating", views.documents.rating)
        )
        interactor.observer = presenter
        return await answered(by: presenter) { await interactor.rate(id, stars: stars) }
    }

    func checkout() async -> Outcome {
        let interactor = interactors.checkout()
        let presenter = views.presenter(
            text: (ReceiptTextView(output: views.output), ReceiptPresenter(money: views.money).map),
            json: ("order", views.documents.order)
        )
        interactor.observer = presenter
        return await answered(by: presenter) { await interactor.checkout() }
    }

    private func wishListEditPresenter() -> ScreenPresenter<WishListEdit> {
        views.presenter(
            text: (MessageTextView(output: views.output), WishListEditPresenter(money: views.money).map),
            json: ("wishListEdit", views.documents.wishListEdit)
        )
    }

    // Interactors hold presenters weakly: this keeps the presenter alive until the answer is shown.
    private func answered<Value>(by presenter: ScreenPresenter<Value>, _ action: () async -> Outcome) async -> Outcome {
        let outcome = await action()
        withExtendedLifetime(presenter) {}
        return outcome
    }
}
