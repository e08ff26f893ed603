import UseCases

/// Words the answer to rating a product.
public struct RatingPresenter: Sendable {
    public init() {}

    /// The message for `rated`: the product's name and its stars.
    public func map(_ rated: RatedProduct) -> MessageViewModel {
        MessageViewModel(text: "You rated \(Quoted.name(rated.product.name)) \(StarsFormatter.string(for: rated.rating)).")
    }
}
