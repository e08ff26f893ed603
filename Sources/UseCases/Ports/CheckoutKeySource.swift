/// Gives each checkout attempt a key no other attempt anywhere has (as a payment API asks of its clients), recorded
/// with the order it places, so that the same attempt made again finds that order instead of placing another.
@MainActor
public protocol CheckoutKeySource {
    /// A key never given before.
    func newKey() -> String
}
