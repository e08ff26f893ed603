/// What was read again, for display only, after a change was saved: the value, or why it could not be read. The change
/// stands either way: a failure here never makes a saved change look failed.
public enum Refresh<Value: Equatable & Sendable>: Equatable, Sendable {
    case refreshed(Value)
    case failed(ShopError)

    /// The value read, if it could be.
    public var value: Value? {
        if case let .refreshed(value) = self { value } else { nil }
    }
}
