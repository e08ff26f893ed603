import Entities
import Foundation

/// Writes amounts in the customer's locale, always in the amount's own currency: `$1,439.00`, `1 439,00 $US`.
public struct MoneyFormatter: Sendable {
    // Kept as its name: Foundation reads the locale's data from ICU when a `Locale` is made, so it is made (once, then
    // cached by Foundation) when an amount is first shown rather than at every start.
    private let localeIdentifier: String

    /// Formats for the locale with this identifier (`en_US`, `fr_FR`).
    public init(localeIdentifier: String) {
        self.localeIdentifier = localeIdentifier
    }

    /// The amount as text, with exactly the currency's number of decimals.
    public func string(for money: Money) -> String {
        localeIdentifier == "en_US" ? USEnglishMoney.string(for: money) : Self.icuString(for: money, localeIdentifier: localeIdentifier)
    }

    /// The amount as Foundation (through ICU) writes it in the locale with `localeIdentifier`.
    static func icuString(for money: Money, localeIdentifier: String) -> String {
        let digits = money.currency.minorUnitDigits
        let magnitude = Decimal(sign: money.minorUnits < 0 ? .minus : .plus, exponent: -digits, significand: Decimal(money.minorUnits.magnitude))
        return magnitude.formatted(
            .currency(code: money.currency.code)
                .locale(Locale(identifier: localeIdentifier))
                .precision(.fractionLength(digits))
        )
    }
}
