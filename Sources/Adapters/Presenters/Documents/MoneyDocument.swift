import Entities

/// An amount as scripts read it: exact decimal text, minor units, currency, and the locale's wording.
public struct MoneyDocument: Encodable, Equatable, Sendable {
    /// Plain decimal text with the currency's decimals and no grouping: `1439.00`.
    public let amount: String
    public let minorUnits: Int
    public let currency: String
    /// As the text view shows it: `$1,439.00`.
    public let formatted: String

    init(_ money: Money, formatter: MoneyFormatter) {
        amount = MoneyDocument.decimalText(money)
        minorUnits = money.minorUnits
        currency = money.currency.code
        formatted = formatter.string(for: money)
    }

    private static func decimalText(_ money: Money) -> String {
        let digits = money.currency.minorUnitDigits
        let magnitude = String(money.minorUnits.magnitude)
        let sign = money.minorUnits < 0 ? "-" : ""
        guard digits > 0 else { return sign + magnitude }
        let padded = String(repeating: "0", count: max(0, digits + 1 - magnitude.count)) + magnitude
        return sign + padded.dropLast(digits) + "." + padded.suffix(digits)
    }
}
