import Entities
import UseCases

/// Stands in for the gift card port: records each code looked up, finds cards as the port says (ignoring case and
/// dashes), and fails when told to.
@MainActor
public final class GiftCardStoreSpy: GiftCardStore {
    /// The codes looked up, in order, as given.
    public private(set) var lookedUp: [String] = []
    /// The cards there are.
    public var cards: [GiftCard]
    /// When set, every look-up fails with it.
    public var error: DataAccessError?

    public init(_ cards: [GiftCard] = []) {
        self.cards = cards
    }

    public func giftCard(withCode code: String) async throws(DataAccessError) -> GiftCard? {
        lookedUp.append(code)
        if let error { throw error }
        return cards.first { $0.key == GiftCard.key(of: code) }
    }
}

/// A gift card known to be valid, for `cents` US cents.
public func makeGiftCard(_ code: String, cents: Int) -> GiftCard {
    try! GiftCard(code: code, amount: dollars(cents: cents))
}
