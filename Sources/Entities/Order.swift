/// A placed order: what was bought, at which prices, under which number.
public struct Order: Equatable, Sendable {
    /// One product bought, as it was named and priced when the order was placed.
    public struct Line: Equatable, Sendable {
        public let productID: ProductID
        public let name: String
        public let price: Money

        public init(productID: ProductID, name: String, price: Money) {
            self.productID = productID
            self.name = name
            self.price = price
        }
    }

    public let number: Int
    public let lines: [Line]
    public let total: Money

    /// Creates an order numbered `number` from already-checked lines and their total.
    public init(number: Int, lines: [Line], total: Money) {
        self.number = number
        self.lines = lines
        self.total = total
    }

    /// The order that buys `cart`, refused when the cart cannot be checked out.
    public init(number: Int, buying cart: Cart) throws(ShopRuleViolation) {
        try cart.validateForCheckout()
        self.init(
            number: number,
            lines: cart.items.map { Line(productID: $0.id, name: $0.name, price: $0.price) },
            total: cart.total
        )
    }
}
