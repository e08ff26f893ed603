/// How many of each product the customer has bought: never a negative count, never more than can be counted. The
/// catalogue's stock less these is the stock left (`Product.selling(_:)`).
public struct UnitsSold: Equatable, Sendable {
    /// The units bought of each product bought at least once.
    public private(set) var byProduct: [ProductID: Int]

    /// Nothing bought yet.
    public init() {
        byProduct = [:]
    }

    /// The counts in `byProduct`; refused, naming the product, when a count is negative.
    public init(_ byProduct: [ProductID: Int]) throws(UnitsSold.Refusal) {
        for (id, units) in byProduct where units < 0 {
            throw Refusal(productID: id, violation: .invalidQuantity(units))
        }
        self.byProduct = byProduct.filter { $0.value > 0 }
    }

    /// The units bought of the product with `id`; none when it was never bought.
    public subscript(id: ProductID) -> Int {
        byProduct[id] ?? 0
    }

    /// Records what `order` bought; refused, recording nothing, when a count would grow past what can be counted.
    public mutating func record(_ order: Order) throws(ShopRuleViolation) {
        var counts = byProduct
        for line in order.lines {
            let (sum, overflow) = counts[line.productID, default: 0].addingReportingOverflow(line.quantity)
            guard !overflow else { throw .tooManyItems }
            counts[line.productID] = sum
        }
        byProduct = counts
    }
}

extension UnitsSold {
    /// Why saved counts could not be taken: which product's count, and the rule it broke.
    public struct Refusal: Error, Equatable, Sendable {
        public let productID: ProductID
        public let violation: ShopRuleViolation

        /// The count of the product with `productID` broke `violation`.
        public init(productID: ProductID, violation: ShopRuleViolation) {
            self.productID = productID
            self.violation = violation
        }
    }
}
