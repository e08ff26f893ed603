import UseCases

/// Words the answer to rating a product.
public struct RatingPresenter: Sendable {
    public init() {}

    /// The message for `rated`: the product's name and its stars, and a warning when the rating is not yet safe.
    public func map(_ rated: RatedProduct) -> MessageViewModel {
        let text = "You rated \(Quoted.name(rated.product.name)) \(StarsFormatter.string(for: rated.rating))."
        return MessageViewModel(text: text, warning: DurabilityText.warning(for: rated.durability))
    }
}
