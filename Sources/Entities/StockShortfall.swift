/// A product asked for in a greater number than is left: the product at the stock now left, and how many were asked
/// for. It holds no amount, so that the stock rule can always say how many are left, however many were asked for.
public struct StockShortfall: Equatable, Sendable {
    /// The product, at the stock now left.
    public let product: Product
    /// How many were asked for.
    public let quantity: Int

    /// `quantity` of `product` asked for, at the stock now left.
    public init(_ product: Product, quantity: Int) {
        self.product = product
        self.quantity = quantity
    }

    /// What `line` asks for of its product.
    public init(_ line: WishListLine) {
        self.init(line.product, quantity: line.quantity)
    }
}
