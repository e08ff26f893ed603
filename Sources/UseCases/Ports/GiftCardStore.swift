import Entities

/// The gift cards the shop issued, looked up by code: the catalogue file lists them, and they reach the shop with it.
/// What each has paid is the customer's state (`ShopState.giftCardsPaid`), never written here.
public protocol GiftCardStore: Sendable {
    /// The card whose code matches `code` ignoring case and dashes (`GiftCard.key(of:)`), or nil when none does.
    func giftCard(withCode code: String) async throws(DataAccessError) -> GiftCard?
}

extension GiftCardStore {
    /// The card with `code`, or `unknownGiftCard`, saying nothing of which codes there are; a failure of the data
    /// layer as a shop error.
    func card(withCode code: String) async throws(ShopError) -> GiftCard {
        let card: GiftCard?
        do {
            card = try await giftCard(withCode: code)
        } catch {
            throw .dataAccess(error)
        }
        guard let card else { throw .refused(.unknownGiftCard) }
        return card
    }
}
