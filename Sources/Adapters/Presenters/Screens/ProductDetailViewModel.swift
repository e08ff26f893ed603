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
    public let wishList: String
    public let image: String
    /// The commands that apply to this product, each with what it does.
    public let commands: [String]
}
