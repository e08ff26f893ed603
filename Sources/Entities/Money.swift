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

    /// `percent` hundredths of the amount, rounded to the minor unit by the shop's one rule for rounding: to the nearest,
    /// and half of a minor unit to the even one, so that halves round up as often as down. A share is of nothing to all
    /// of the amount: a percentage below 0 or above 100 is taken as 0 or 100.
    public func percent(_ percent: Int) -> Money {
        // Within 0...100 the share never exceeds the amount, so the quotient always fits.
        let share = min(max(percent, 0), 100)
        let (quotient, remainder) = 100.dividingFullWidth(minorUnits.multipliedFullWidth(by: share))
        let twice = remainder.magnitude * 2
        let roundsAway = twice > 100 || (twice == 100 && !quotient.isMultiple(of: 2))
        return Money(minorUnits: roundsAway ? quotient + minorUnits.signum() : quotient, currency: currency)
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
