import Adapters
import Entities
import UseCases

/// Gift cards: the catalogue file issues them, `card CODE` says what is left on one, and a checkout may be paid with one.
/// Everything the feature adds to the shop is registered here: its store behind the fault layer at its own point, its
/// interactor, made for each use, and its wiring to what shows a card's balance.
enum GiftCardFeature: FeatureModule {
    static let faultPoints = [FaultPoint.giftcard]

    static func register(in shop: ServiceLocator) {
        shop.register((any GiftCardStore).self) { try $0.resolve(OpenedCatalogue.self).giftCards }
        shop.decorate((any GiftCardStore).self) { store, shop in
            FaultInjecting(wrapping: store, gate: try shop.resolve(), points: [.giftcard]) as any GiftCardStore
        }
        shop.register(perUse: GiftCardInteractor.self) {
            let (cards, state) = (try $0.resolve((any GiftCardStore).self), try $0.resolve(DataLayer.self).state(.init()))
            return { GiftCardInteractor(giftCards: cards, state: state) }
        }
    }

    static func registerShell(in shop: ServiceLocator) {
        shop.register(GiftCardLookUp.self) { try GiftCardLookUp(interactor: $0.maker(), views: $0.resolve()) }
    }
}

extension FaultPoint {
    /// A look-up of a gift card by its code.
    static let giftcard = FaultPoint("giftcard")
}

/// What `card CODE` runs in the shell: the card's balance, from a fresh interactor, shown by its presenter and view.
@MainActor
struct GiftCardLookUp {
    let interactor: () -> GiftCardInteractor
    let views: ViewChoice

    func run(_ code: String) async -> Outcome {
        let presentation = views.presentation(
            text: (MessageTextView(output: views.output), GiftCardPresenter(money: views.money).map),
            json: ("giftCard", views.documents.giftCard)
        )
        let interactor = interactor()
        interactor.observer = presentation.presenter
        return await Wired(interactor, presentation) { await interactor.load(code) }.run()
    }
}
