/// An exact amount of money, counted in the currency's minor units (cents for USD).
public struct Money: Hashable, Sendable {
    /// The amount in minor units: 6450 is $64.50.
    public let minorUnits: Int
    /// The currency the amount is in.
    public let currency: Currency

    /// Creates an amount of `minorUnits` in `currency`.
    public init(minorUnits: Int, currency: Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// Nothing, in `currency`.
    public static func zero(in currency: Currency) -> Money {
        Money(minorUnits: 0, currency: currency)
    }

    /// Whether the amount is zero.
    public var isZero: Bool { minorUnits == 0 }

    /// The sum of two amounts in the same currency; an error rather than a wrong total on overflow.
    public func adding(_ other: Money) throws(ShopRuleViolation) -> Money {
        guard other.currency == currency else { throw .currencyMismatch }
        let (sum, overflow) = minorUnits.addingReportingOverflow(other.minorUnits)
        guard !overflow else { throw .amountTooLarge }
        return Money(minorUnits: sum, currency: currency)
    }

    /// The amount `count` times over (`count` from 0); an error rather than a wrong total on overflow.
    public func multiplied(by count: Int) throws(ShopRuleViolation) -> Money {
        guard count >= 0 else { throw .invalidQuantity(count) }
        let (product, overflow) = minorUnits.multipliedReportingOverflow(by: count)
        guard !overflow else { throw .amountTooLarge }
        return Money(minorUnits: product, currency: currency)
    }

    /// The sum of `amounts`, all in `currency`.
    public static func sum(_ amounts: some Sequence<Money>, in currency: Currency) throws(ShopRuleViolation) -> Money {
        var total = Money.zero(in: currency)
        for amount in amounts {
            total = try total.adding(amount)
        }
        return total
    }
}
