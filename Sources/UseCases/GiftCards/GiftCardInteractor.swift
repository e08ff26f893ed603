import Entities

/// Seeing what is left on a gift card.
@MainActor
public final class GiftCardInteractor {
    /// Receives the states of a look-up.
    public weak var observer: (any StateObserver<LoadState<GiftCardBalance>>)?
    private let giftCards: any GiftCardStore
    private let state: any ShopStateStore

    /// An interactor finding cards in `giftCards`, and what they have paid in the customer's `state`.
    public init(giftCards: any GiftCardStore, state: any ShopStateStore) {
        self.giftCards = giftCards
        self.state = state
    }

    /// Loads the balance of the card `code` names; an unknown code is refused without a word of which codes exist.
    @discardableResult
    public func load(_ code: String) async -> Outcome {
        Outcome(await LoadState.track(publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) { () async throws(ShopError) in
            let card = try await giftCards.card(withCode: code)
            return GiftCardBalance(card: card, paid: try await state.readState().paid(with: card))
        })
    }
}

/// A gift card and what is left on it.
public struct GiftCardBalance: Equatable, Sendable {
    public let card: GiftCard
    /// What is left to pay with.
    public let balance: Money
    /// Whether nothing is left on it.
    public let isSpent: Bool

    /// `card`, once it has paid `paid`.
    public init(card: GiftCard, paid: Money) {
        self.card = card
        balance = card.balance(havingPaid: paid)
        isSpent = card.isSpent(havingPaid: paid)
    }
}
