import Adapters
import Entities
import UseCases

/// Carries out what a customer does that changes the shop: each action's interactor, presenter and view, wired for
/// the one answer, which says how it ended.
@MainActor
final class CustomerActions: ShopActions {
    private let interactors: Interactors
    private let views: ViewChoice
    private let confirmation: any CheckoutConfirmation

    /// `confirmation` asks the customer before a checkout that is not confirmed already.
    init(interactors: Interactors, views: ViewChoice, confirmation: any CheckoutConfirmation) {
        self.interactors = interactors
        self.views = views
        self.confirmation = confirmation
    }

    func add(_ id: ProductID) async -> Outcome {
        let interactor = interactors.addToWishList()
        let presentation = wishListEditPresentation()
        interactor.observer = presentation.presenter
        return await shown(by: presentation) { await interactor.add(id) }
    }

    func remove(_ id: ProductID) async -> Outcome {
        let interactor = interactors.removeFromWishList()
        let presentation = wishListEditPresentation()
        interactor.observer = presentation.presenter
        return await shown(by: presentation) { await interactor.remove(id) }
    }

    func setQuantity(of id: ProductID, to quantity: Int) async -> Outcome {
        let interactor = interactors.setQuantity()
        let presentation = wishListEditPresentation()
        interactor.observer = presentation.presenter
        return await shown(by: presentation) { await interactor.setQuantity(of: id, to: quantity) }
    }

    func rate(_ id: ProductID, stars: Int) async -> Outcome {
        let interactor = interactors.rate()
        let presentation = views.presentation(
            text: (MessageTextView(output: views.output), RatingPresenter().map),
            json: ("rating", views.documents.rating)
        )
        interactor.observer = presentation.presenter
        return await shown(by: presentation) { await interactor.rate(id, stars: stars) }
    }

    func checkout(asking: Bool) async -> Outcome {
        let interactor = interactors.checkout()
        let presentation = views.presentation(
            text: (CheckoutTextView(output: views.output), CheckoutPresenter(money: views.money).map),
            keyedJSON: (\.key, views.documents.checkout)
        )
        interactor.observer = presentation.presenter
        return await shown(by: presentation) { await interactor.checkout(confirmingWith: asking ? confirmation : nil) }
    }

    private func wishListEditPresentation() -> Presentation<WishListEdit> {
        views.presentation(
            text: (MessageTextView(output: views.output), WishListEditPresenter(money: views.money).map),
            json: ("wishListEdit", views.documents.wishListEdit)
        )
    }

    // Interactors hold presenters weakly: this keeps the presentation alive until the answer is shown.
    private func shown<Value>(by presentation: Presentation<Value>, _ action: () async -> Outcome) async -> Outcome {
        let outcome = await action()
        withExtendedLifetime(presentation.parts) {}
        return outcome
    }
}
