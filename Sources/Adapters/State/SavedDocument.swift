import UseCases

/// A state document as read: this version's, the customer's current state and what is committed of the order journal
/// beside it; or an earlier version's, which holds every order itself and is converted at the next save.
public enum SavedDocument: Equatable, Sendable {
    case current(ShopState, JournalCommit)
    case earlier(SavedShop)

    /// The customer's current state, whichever the version.
    public var state: ShopState {
        switch self {
        case let .current(state, _): state
        case let .earlier(saved): saved.state
        }
    }
}
