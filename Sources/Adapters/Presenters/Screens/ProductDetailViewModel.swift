/// The product screen, every line ready to print.
public struct ProductDetailViewModel: Equatable, Sendable {
    public let title: String
    public let price: String
    public let shipping: String
    public let description: String
    public let colours: [ColourViewModel]
    public let sizes: [String]
    public let stock: String
    public let rating: String
    /// Whether it is in the wish list, and how many are wished for: `In your wish list, 2 wished for`.
    public let wishList: String
    public let image: String
    /// What can be done with this product: add it, or remove it and change how many are wished for; rate it; go back.
    public let nextSteps: [NextStep]
}
