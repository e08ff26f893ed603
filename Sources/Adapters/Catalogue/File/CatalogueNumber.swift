import Entities
import Foundation

/// A number of the catalogue file, exactly, as its decimal digits: what Foundation's decoder read, written out (a
/// `Decimal`'s description never uses an exponent), or the digits the fast decoder read. Worked out from the digits,
/// with whole numbers only, so that neither decoder needs a `Decimal` or a locale to read a section's amounts.
struct CatalogueNumber: Decodable, Sendable {
    /// The number in decimal digits, perhaps signed, never with an exponent: `-12.50`.
    let text: String

    init(text: String) {
        self.text = text
    }

    /// The number at the decoder's place; one that does not fit a `Decimal` is reported at its field's path.
    init(from decoder: any Decoder) throws {
        text = try PathOnOverflow<Decimal>(from: decoder).wrappedValue.description
    }

    /// Whether the number has no fraction (or only zeros after the point).
    var isWhole: Bool {
        digits.fractionDigits == 0
    }

    /// The number as an `Int`, or nil when it has a fraction or does not fit.
    var wholeNumber: Int? {
        isWhole ? digits.value(scaledBy: 0) : nil
    }

    /// The number as the nearest `Double`, as Foundation converts the `Decimal` the file's digits make.
    var double: Double {
        NSDecimalNumber(decimal: Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? 0).doubleValue
    }

    /// The number as an amount of the field `field` in `currency`'s minor units, exactly: refused through `failure`
    /// when it has a fraction of a minor unit or does not fit.
    func money(named field: String, in currency: Currency, failure: (String) -> CatalogueFileError) throws(CatalogueFileError) -> Money {
        let digits = digits
        guard digits.fractionDigits <= currency.minorUnitDigits else {
            throw failure("\(field) \(text) has more decimals than \(currency.code) allows")
        }
        guard let units = digits.value(scaledBy: currency.minorUnitDigits) else { throw failure("\(field) \(text) is too large") }
        return Money(minorUnits: units, currency: currency)
    }

    /// The number's digits read once, in whole numbers.
    private var digits: Digits {
        var digits = Digits()
        var zerosAfterPoint = 0
        var afterPoint = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "-"): digits.negative = true
            case UInt8(ascii: "."): afterPoint = true
            case UInt8(ascii: "0") where afterPoint: zerosAfterPoint += 1
            default:
                // Zeros after the point count only once a digit follows them.
                for _ in 0..<zerosAfterPoint { digits.append(0, afterPoint: true) }
                zerosAfterPoint = 0
                digits.append(Int(byte &- UInt8(ascii: "0")), afterPoint: afterPoint)
            }
        }
        return digits
    }

    /// A number as its digits make it: their magnitude (nil once it no longer fits), how many come after the point
    /// (zeros that end them aside), and its sign.
    private struct Digits {
        var magnitude: UInt64? = 0
        var fractionDigits = 0
        var negative = false

        mutating func append(_ digit: Int, afterPoint: Bool) {
            magnitude = magnitude.flatMap { Self.shifted($0, adding: UInt64(digit)) }
            if afterPoint { fractionDigits += 1 }
        }

        /// The number times ten to the `scale` less its fraction digits, exactly, when it fits an `Int`.
        func value(scaledBy scale: Int) -> Int? {
            var scaled = magnitude
            for _ in fractionDigits..<max(fractionDigits, scale) { scaled = scaled.flatMap { Self.shifted($0, adding: 0) } }
            guard let scaled else { return nil }
            return negative ? (scaled == UInt64(Int.max) + 1 ? Int.min : Int(exactly: scaled).map { -$0 }) : Int(exactly: scaled)
        }

        private static func shifted(_ value: UInt64, adding digit: UInt64) -> UInt64? {
            let (tens, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = tens.addingReportingOverflow(digit)
            return overflow || carry ? nil : sum
        }
    }
}
