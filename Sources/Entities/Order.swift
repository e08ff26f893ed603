/// A placed order: what was bought, how many and at which prices, what shipping cost, under which number, when, and by
/// which checkout, and what paid for it.
public struct Order: Equatable, Sendable {
    /// One product bought, as it was named and priced when the order was placed.
    public struct Line: Equatable, Sendable {
        public let productID: ProductID
        public let name: String
        /// The price of one.
        public let price: Money
        public let quantity: Int
        /// What the line cost: the price, `quantity` times.
        public let amount: Money

        /// A line of `quantity` of the product; refused when the quantity is below 1 or the amount cannot be counted.
        public init(productID: ProductID, name: String, price: Money, quantity: Int = 1) throws(ShopRuleViolation) {
            guard quantity >= 1 else { throw .invalidQuantity(quantity) }
            self.productID = productID
            self.name = name
            self.price = price
            self.quantity = quantity
            amount = try price.multiplied(by: quantity)
        }
    }

    public let number: Int
    public let lines: [Line]
    /// What shipping cost; nothing for orders kept before shipping was recorded, when it was always free.
    public let shipping: Money
    public let total: Money
    /// How many things were bought: each line's quantity, added up.
    public let itemCount: Int
    /// When the order was placed; nil for orders kept before the time was.
    public let placedAt: Timestamp?
    /// The key of the checkout that placed it, so that the same checkout asked again finds this order instead of
    /// placing another; nil for orders kept before keys were.
    public let checkoutKey: String?
    /// What paid parts of it (a gift card), in the order they were applied; together never more than its total.
    public let payments: [Payment]
    /// What was left to pay once the payments paid their parts (`Payment.leftToPay(of:after:)`).
    public let toPay: Money

    /// An order numbered `number` of already-checked lines, shipping (free unless given) and total, parts of it paid by
    /// `payments`; refused when the quantities add up to more than can be counted, or the payments to more than the total.
    public init(
        number: Int, lines: [Line], shipping: Money? = nil, total: Money, placedAt: Timestamp? = nil, checkoutKey: String? = nil,
        payments: [Payment] = []
    ) throws(ShopRuleViolation) {
        toPay = try Payment.leftToPay(of: total, after: payments)
        var itemCount = 0
        for line in lines {
            let (count, overflow) = itemCount.addingReportingOverflow(line.quantity)
            guard !overflow else { throw .tooManyItems }
            itemCount = count
        }
        self.number = number
        self.lines = lines
        self.shipping = shipping ?? .zero(in: total.currency)
        self.total = total
        self.itemCount = itemCount
        self.placedAt = placedAt
        self.checkoutKey = checkoutKey
        self.payments = payments
    }

    /// The order that buys `cart`, parts of it paid by `payments`; refused when the cart cannot be checked out.
    public init(
        number: Int, buying cart: Cart, placedAt: Timestamp? = nil, checkoutKey: String? = nil, payments: [Payment] = []
    ) throws(ShopRuleViolation) {
        try cart.validateForCheckout()
        var lines: [Line] = []
        for line in cart.lines {
            lines.append(try Line(productID: line.product.id, name: line.product.name, price: line.product.price, quantity: line.quantity))
        }
        try self.init(
            number: number, lines: lines, shipping: cart.shipping, total: cart.total, placedAt: placedAt, checkoutKey: checkoutKey, payments: payments
        )
    }
}
