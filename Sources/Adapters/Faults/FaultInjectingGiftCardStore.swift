import Entities
import UseCases

/// The gift card port with faults injected: each look-up passes the gate at the points it stands for, then goes to the
/// store it wraps.
extension FaultInjecting: GiftCardStore where Port == any GiftCardStore {
    public func giftCard(withCode code: String) async throws(DataAccessError) -> GiftCard? {
        try await call { store async throws(DataAccessError) in try await store.giftCard(withCode: code) }
    }
}
