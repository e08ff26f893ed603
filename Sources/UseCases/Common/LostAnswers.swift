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

    private var changes: Set<Change> = []
    /// The key of the checkout whose answer was lost, for the next checkout to use again.
    public private(set) var checkoutKey: String?

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

    /// Remembers `key` when the checkout's answer was lost; forgets it once a checkout was answered.
    func noteCheckout<Value>(_ result: Result<Value, ShopError>, key: String) {
        checkoutKey = Self.answerWasLost(result) ? key : nil
    }

    // Only a time-out leaves open whether the data layer did what was asked: every other failure comes first.
    private static func answerWasLost<Value>(_ result: Result<Value, ShopError>) -> Bool {
        if case .failure(.dataAccess(.timedOut)) = result { true } else { false }
    }
}
