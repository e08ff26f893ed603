import Entities

/// The changes the customer asked for whose answer never came back: the data layer timed out, so each may have been
/// made or not. Asking for the same change again then ends in the state asked for and says so, instead of refusing
/// what the earlier attempt already did; and a checkout asked again carries the earlier attempt's key, so that the
/// order that attempt placed is found, never placed twice (as payment APIs do with idempotency keys).
@MainActor
public final class LostAnswers {
    /// A change to the wish list, as it was asked for.
    public enum Change: Hashable, Sendable {
        case add(ProductID)
        case remove(ProductID)
        case setQuantity(ProductID, Int)
    }

    /// A checkout whose outcome the shop does not know: its key, and the first number its order could have.
    public struct UnsettledCheckout: Equatable, Sendable {
        public let key: String
        /// The next order number when the attempt began: an order it placed is numbered this or later.
        public let firstPossibleNumber: Int
    }

    private var changes: Set<Change> = []
    /// The checkout whose answer was lost, for the next checkout to carry on, until a checkout's outcome is known.
    public private(set) var unsettledCheckout: UnsettledCheckout?

    public init() {}

    /// Whether an earlier attempt at `change` lost its answer, and so may have made it.
    func mayHaveMade(_ change: Change) -> Bool {
        changes.contains(change)
    }

    /// Remembers `change` when its answer was lost; forgets it once it was answered, whether done or refused.
    func note<Value>(_ result: Result<Value, ShopError>, of change: Change) {
        if Self.answerWasLost(result) {
            changes.insert(change)
        } else {
            changes.remove(change)
        }
    }

    /// Remembers `checkout` when its answer was lost, and keeps remembering it through every failure that leaves its
    /// outcome unknown; forgets it once a checkout under its key was placed, found placed, refused or declined.
    func noteCheckout<Value>(_ result: Result<Value, ShopError>, of checkout: UnsettledCheckout) {
        switch result {
        case .success, .failure(.refused): unsettledCheckout = nil
        case .failure where Self.answerWasLost(result): unsettledCheckout = checkout
        case .failure: break
        }
    }

    // Only a time-out leaves open whether the data layer did what was asked: every other failure comes first.
    private static func answerWasLost<Value>(_ result: Result<Value, ShopError>) -> Bool {
        if case .failure(.dataAccess(.timedOut)) = result { true } else { false }
    }
}
