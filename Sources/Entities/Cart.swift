/// What checking out now would buy: each wish-list line at its quantity, and what shipping it costs.
public struct Cart: Equatable, Sendable {
    /// The wish list the cart buys, as it stands now.
    public let wishList: PricedWishList
    public let lines: [WishListLine]
    public let subtotal: Money
    /// What shipping the cart costs (`shipping(for:)`).
    public let shipping: Money
    public let total: Money
    /// How many things the cart buys: each line's quantity, added up.
    public let itemCount: Int

    /// The cart for everything in `wishList`.
    public init(wishList: PricedWishList) throws(ShopRuleViolation) {
        self.wishList = wishList
        lines = wishList.lines
        subtotal = wishList.total
        itemCount = wishList.itemCount
        shipping = Cart.shipping(for: wishList.lines, in: wishList.currency)
        total = try subtotal.adding(shipping)
    }

    /// The shop's shipping rule: what sending `lines` costs, in `currency`. Shipping is free worldwide.
    public static func shipping(for lines: [WishListLine], in currency: Currency) -> Money {
        .zero(in: currency)
    }

    /// What shipping one of `product` would cost alone, by the same rule.
    public static func shipping(forOneOf product: Product) -> Money {
        let line = try? WishListLine(product)
        return shipping(for: line.map { [$0] } ?? [], in: product.price.currency)
    }

    /// The wish list's entries whose product is no longer sold: checking out leaves them out.
    public var leftOut: [WishListEntry] { wishList.unsold }

    /// The products, one for each line.
    public var items: [Product] { lines.map(\.product) }

    /// Whether there is nothing to buy.
    public var isEmpty: Bool { lines.isEmpty }

    /// The items that have none left in stock.
    public var outOfStockItems: [Product] { items.filter { !$0.isInStock } }

    /// The lines that ask for more than is left of a product still in stock.
    public var shortLines: [WishListLine] { lines.filter(\.isShort) }

    /// The lines whose price is not what it was when the product was wished for.
    public var repricedLines: [WishListLine] { lines.filter { $0.earlierPrice != nil } }

    /// Checks that the cart can be bought: it holds something still sold, every item is in stock, and in the quantity
    /// asked for. What is no longer sold is left out.
    public func validateForCheckout() throws(ShopRuleViolation) {
        guard leftOut.isEmpty || !isEmpty else { throw .noLongerSold(leftOut.map(\.productID)) }
        guard !isEmpty else { throw .cartIsEmpty }
        guard outOfStockItems.isEmpty else { throw .outOfStock(outOfStockItems) }
        guard shortLines.isEmpty else { throw .notEnoughStock(shortLines.map(StockShortfall.init)) }
    }

    /// What is different in this cart from `earlier` (the cart the customer was asked about): lines added or gone,
    /// quantities and prices changed; none when it buys the same things at the same prices.
    public func changes(since earlier: Cart) -> [CartChange] {
        var before: [ProductID: WishListLine] = [:]
        for line in earlier.lines {
            before[line.product.id] = line
        }
        var changes: [CartChange] = []
        for line in lines {
            guard let old = before.removeValue(forKey: line.product.id) else {
                changes.append(.added(line))
                continue
            }
            if old.quantity != line.quantity { changes.append(.quantity(line, was: old.quantity)) }
            if old.product.price != line.product.price { changes.append(.price(line, was: old.product.price)) }
        }
        changes += earlier.lines.filter { before[$0.product.id] != nil }.map(CartChange.gone)
        return changes
    }
}
