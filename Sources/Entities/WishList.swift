/// The products the customer wants, each once with how many of it, in the order they were added, with what they cost
/// together.
public struct WishList: Equatable, Sendable {
    public let currency: Currency
    public private(set) var lines: [WishListLine]
    /// What everything in the wish list costs together, each line its quantity times.
    public private(set) var total: Money

    /// An empty wish list in `currency`.
    public init(currency: Currency) {
        self.currency = currency
        self.lines = []
        self.total = .zero(in: currency)
    }

    /// A wish list of `lines`; a repeated product is kept once, where it first appears. Refused when the total cannot
    /// be counted.
    public init(currency: Currency, lines: [WishListLine]) throws(ShopRuleViolation) {
        self.init(currency: currency)
        var seen = Set<ProductID>()
        for line in lines where seen.insert(line.product.id).inserted {
            try append(line)
        }
    }

    /// A wish list of one of each of `items`, at no remembered price.
    public init(currency: Currency, items: [Product]) throws(ShopRuleViolation) {
        var lines: [WishListLine] = []
        for item in items {
            lines.append(try WishListLine(item))
        }
        try self.init(currency: currency, lines: lines)
    }

    /// The products, in the order they were added.
    public var items: [Product] { lines.map(\.product) }

    /// How many things the wish list holds: each line's quantity, added up.
    public var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }

    /// Whether the product with `id` is in the wish list.
    public func contains(_ id: ProductID) -> Bool {
        lines.contains { $0.product.id == id }
    }

    /// Whether the wish list holds nothing.
    public var isEmpty: Bool { lines.isEmpty }

    /// Adds one of `product` at the end, remembering its price now; a product already there is refused.
    public mutating func add(_ product: Product) throws(ShopRuleViolation) {
        guard !contains(product.id) else { throw .alreadyInWishList(product) }
        try append(try WishListLine(product, priceWhenAdded: product.price))
    }

    /// Takes `product`'s line out and returns it; refused when it is not there.
    @discardableResult
    public mutating func remove(_ product: Product) throws(ShopRuleViolation) -> WishListLine {
        guard let index = lines.firstIndex(where: { $0.product.id == product.id }) else { throw .notInWishList(product) }
        let removed = lines.remove(at: index)
        total = try Money.sum(lines.map(\.amount), in: currency)
        return removed
    }

    private mutating func append(_ line: WishListLine) throws(ShopRuleViolation) {
        total = try total.adding(line.amount)
        lines.append(line)
    }
}
