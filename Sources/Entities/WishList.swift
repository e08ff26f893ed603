/// The products the customer wants, each once, in the order they were added, with what they cost together.
public struct WishList: Equatable, Sendable {
    public let currency: Currency
    public private(set) var items: [Product]
    /// What everything in the wish list costs together.
    public private(set) var total: Money

    /// An empty wish list in `currency`.
    public init(currency: Currency) {
        self.currency = currency
        self.items = []
        self.total = .zero(in: currency)
    }

    /// A wish list holding `items`; a repeated product is kept once, where it first appears. Refused when the
    /// total cannot be counted.
    public init(currency: Currency, items: [Product]) throws(ShopRuleViolation) {
        self.init(currency: currency)
        var seen = Set<ProductID>()
        for item in items where seen.insert(item.id).inserted {
            try append(item)
        }
    }

    /// Whether the product with `id` is in the wish list.
    public func contains(_ id: ProductID) -> Bool {
        items.contains { $0.id == id }
    }

    /// Whether the wish list holds nothing.
    public var isEmpty: Bool { items.isEmpty }

    /// Adds `product` at the end; a product already there is refused.
    public mutating func add(_ product: Product) throws(ShopRuleViolation) {
        guard !contains(product.id) else { throw .alreadyInWishList(product) }
        try append(product)
    }

    /// Takes the product with `id` out and returns it; refused when it is not there.
    @discardableResult
    public mutating func remove(_ id: ProductID) throws(ShopRuleViolation) -> Product {
        guard let index = items.firstIndex(where: { $0.id == id }) else { throw .notInWishList(id) }
        let removed = items.remove(at: index)
        total = try Money.sum(items.map(\.price), in: currency)
        return removed
    }

    private mutating func append(_ product: Product) throws(ShopRuleViolation) {
        total = try total.adding(product.price)
        items.append(product)
    }
}
