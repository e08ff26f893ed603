import Entities

/// Amounts written as the `en_US` locale writes them, without Foundation: `$1,439.00`, `-€5.50`, `CHF 12.00`. The
/// shop's default locale gets them this way because Foundation formats through ICU, whose locale and number data cost
/// every session about 4 MB and a few milliseconds on the first price shown. ICU stays the reference:
/// `USEnglishMoneyMatchesICUTests` holds every currency and amount here to what ICU writes, so a toolchain whose ICU
/// writes them otherwise fails there.
enum USEnglishMoney {
    /// `money` as `en_US` writes it, with exactly its currency's number of decimals.
    static func string(for money: Money) -> String {
        let digits = money.currency.minorUnitDigits
        let magnitude = money.minorUnits.magnitude
        let perMajor = UInt(money.currency.minorUnitsPerMajorUnit)
        var text = money.minorUnits < 0 ? "-" : ""
        text += prefix(for: money.currency.code)
        text += Plural.grouped(magnitude / perMajor)
        if digits > 0 {
            let minor = String(magnitude % perMajor)
            text += "." + String(repeating: "0", count: digits - minor.count) + minor
        }
        return text
    }

    /// What comes before the number: the currency's symbol in English, else its code and a no-break space.
    static func prefix(for code: String) -> String {
        symbols[code] ?? code + "\u{A0}"
    }

    /// The currencies `en_US` writes with a symbol, and each symbol with the space ICU puts after a symbol that ends
    /// in a letter or a dot.
    static let symbols: [String: String] = [
        "AUD": "A$", "BRL": "R$", "CAD": "CA$", "CNY": "CN¥", "EUR": "€", "GBP": "£", "HKD": "HK$", "ILS": "₪",
        "INR": "₹", "JPY": "¥", "KRW": "₩", "MXN": "MX$", "NZD": "NZ$", "PHP": "₱", "TWD": "NT$", "USD": "$",
        "VND": "₫", "XAF": "FCFA\u{A0}", "XCD": "EC$", "XCG": "Cg.\u{A0}", "XOF": "F\u{202F}CFA\u{A0}", "XPF": "CFPF\u{A0}",
    ]
}
