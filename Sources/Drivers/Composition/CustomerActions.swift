import Adapters
import Entities
import UseCases

/// Carries out what a customer does that changes the shop: each action's use case, shown by its presenter and view for
/// the one answer, which says how it ended.
@MainActor
final class CustomerActions: ShopActions {
    private let wiring: Wiring
    private let views: ViewChoice
    private let confirmation: any CheckoutConfirmation
    private let checkoutPresenter: CheckoutPresenter

    /// `confirmation` asks the customer before a checkout that is not confirmed already, and `checkout` words its
    /// answer.
    init(wiring: Wiring, views: ViewChoice, confirmation: any CheckoutConfirmation, checkout: CheckoutPresenter) {
        self.wiring = wiring
        self.views = views
        self.confirmation = confirmation
        checkoutPresenter = checkout
    }

    func add(_ id: ProductID) async -> Outcome {
        await wiring.add(id, shownBy: wishListEditPresentation()).run()
    }

    func remove(_ id: ProductID) async -> Outcome {
        await wiring.remove(id, shownBy: wishListEditPresentation()).run()
    }

    func setQuantity(of id: ProductID, to quantity: Int) async -> Outcome {
        await wiring.setQuantity(of: id, to: quantity, shownBy: wishListEditPresentation()).run()
    }

    func rate(_ id: ProductID, stars: Int) async -> Outcome {
        let presentation = views.presentation(
            text: (MessageTextView(output: views.output), RatingPresenter().map),
            json: ("rating", views.documents.rating)
        )
        return await wiring.rate(id, stars: stars, shownBy: presentation).run()
    }

    func checkout(asking: Bool, codes: [CheckoutCode]) async -> Outcome {
        let presentation = views.presentation(
            text: (CheckoutTextView(output: views.output), checkoutPresenter.map),
            keyedJSON: (\.key, views.documents.checkout)
        )
        return await wiring.checkout(codes: codes, confirmingWith: asking ? confirmation : nil, shownBy: presentation).run()
    }

    private func wishListEditPresentation() -> Presentation<WishListEdit> {
        views.presentation(
            text: (MessageTextView(output: views.output), WishListEditPresenter(money: views.money).map),
            json: ("wishListEdit", views.documents.wishListEdit)
        )
    }
}
