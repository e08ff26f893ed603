import Entities
import Foundation

/// A number of the catalogue file, held exactly; one that does not fit a `Decimal` is reported at its field's path.
struct CatalogueNumber: Decodable, Equatable, Sendable {
    let value: Decimal

    init(_ value: Decimal) {
        self.value = value
    }

    init(from decoder: any Decoder) throws {
        value = try PathOnOverflow<Decimal>(from: decoder).wrappedValue
    }

    var isWhole: Bool {
        var value = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 0, .plain)
        return rounded == value
    }

    /// The number as an `Int`, or nil when it has a fraction or does not fit.
    var wholeNumber: Int? {
        // Decimal's description never uses an exponent, so this parses exactly without going through Double.
        isWhole ? Int(value.description) : nil
    }

    /// The number as an amount of the field `field` in `currency`'s minor units, exactly: refused through `failure`
    /// when it has a fraction of a minor unit or does not fit.
    func money(named field: String, in currency: Currency, failure: (String) -> CatalogueFileError) throws(CatalogueFileError) -> Money {
        var minorUnits = value * Decimal(currency.minorUnitsPerMajorUnit)
        guard !minorUnits.isNaN else { throw failure("\(field) \(value) is too large") }
        var rounded = Decimal()
        NSDecimalRound(&rounded, &minorUnits, 0, .plain)
        guard rounded == minorUnits else {
            throw failure("\(field) \(value) has more decimals than \(currency.code) allows")
        }
        guard let units = Int(rounded.description) else { throw failure("\(field) \(value) is too large") }
        return Money(minorUnits: units, currency: currency)
    }
}
