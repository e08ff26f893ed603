/// The wish list as it stands in the catalogue now: each entry's product at the stock left, what each line costs, and
/// what everything costs together. Made by `WishList.priced(_:currency:)`; it changes only by pricing the wish list
/// again.
public struct PricedWishList: Equatable, Sendable {
    public let currency: Currency
    /// The lines, in the order the products were wished for.
    public let lines: [WishListLine]
    /// The entries whose product the catalogue no longer lists, in the wish list's order: they cost nothing now and
    /// cannot be bought, but stay until the customer takes them off.
    public let unsold: [WishListEntry]
    /// What everything costs together, each line its quantity times.
    public let total: Money
    /// How many things the wish list holds that can be bought: each line's quantity, added up.
    public let itemCount: Int

    /// The priced wish list of `lines`, each product once, and of the `unsold` entries; refused when the total or the
    /// item count cannot be counted.
    public init(currency: Currency, lines: [WishListLine], unsold: [WishListEntry] = []) throws(ShopRuleViolation) {
        var total = Money.zero(in: currency)
        var itemCount = 0
        for line in lines {
            total = try total.adding(line.amount)
            let (count, overflow) = itemCount.addingReportingOverflow(line.quantity)
            guard !overflow else { throw .tooManyItems }
            itemCount = count
        }
        self.currency = currency
        self.lines = lines
        self.unsold = unsold
        self.total = total
        self.itemCount = itemCount
    }

    /// The products, in the order they were wished for.
    public var items: [Product] { lines.map(\.product) }

    /// Whether nothing is wished for, sold or not.
    public var isEmpty: Bool { lines.isEmpty && unsold.isEmpty }
}
