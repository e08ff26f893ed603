/// The products the customer wants, each once, in the order they were added.
public struct WishList: Equatable, Sendable {
    public let currency: Currency
    public private(set) var items: [Product]

    /// An empty wish list in `currency`.
    public init(currency: Currency) {
        self.currency = currency
        self.items = []
    }

    /// A wish list holding `items`; a repeated product is kept once, where it first appears.
    public init(currency: Currency, items: [Product]) {
        self.init(currency: currency)
        for item in items where !contains(item.id) {
            self.items.append(item)
        }
    }

    /// Whether the product with `id` is in the wish list.
    public func contains(_ id: ProductID) -> Bool {
        items.contains { $0.id == id }
    }

    /// Whether the wish list holds nothing.
    public var isEmpty: Bool { items.isEmpty }

    /// Adds `product` at the end; a product already there is refused.
    public mutating func add(_ product: Product) throws(ShopError) {
        guard !contains(product.id) else { throw .alreadyInWishList(product) }
        items.append(product)
    }

    /// Takes the product with `id` out and returns it; refused when it is not there.
    @discardableResult
    public mutating func remove(_ id: ProductID) throws(ShopError) -> Product {
        guard let index = items.firstIndex(where: { $0.id == id }) else { throw .notInWishList(id) }
        return items.remove(at: index)
    }

    /// What everything in the wish list costs together.
    public func total() throws(ShopError) -> Money {
        try Money.sum(items.map(\.price), in: currency)
    }
}
