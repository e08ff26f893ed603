import UseCases

/// Checkout keys known in advance: `key-1`, `key-2` …, in the order they are asked for.
@MainActor
public final class SequentialCheckoutKeys: CheckoutKeySource {
    /// How many keys were given.
    public private(set) var given = 0

    public init() {}

    public func newKey() -> String {
        given += 1
        return "key-\(given)"
    }
}
