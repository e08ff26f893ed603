/// An ISO 4217 currency and how many decimal places its minor unit has.
public struct Currency: Hashable, Sendable {
    /// The three-letter code, upper case: `USD`, `EUR`, `JPY`.
    public let code: String
    /// Digits after the decimal point: 2 for USD, 0 for JPY, 3 for KWD.
    public let minorUnitDigits: Int

    /// Creates a currency from a three-letter upper-case code, or nil for anything else.
    public init?(code: String) {
        guard code.utf8.count == 3, code.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else {
            return nil
        }
        self.code = code
        self.minorUnitDigits = Currency.minorUnitDigits(for: code)
    }

    /// The catalogue's currency when it names none.
    public static let usDollar = Currency(code: "USD")!

    /// How many minor units make one major unit: 100 for USD, 1 for JPY.
    public var minorUnitsPerMajorUnit: Int {
        (0..<minorUnitDigits).reduce(1) { total, _ in total * 10 }
    }

    // ISO 4217 exponents that differ from the usual 2.
    private static let zeroDigitCodes: Set<String> = [
        "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND", "VUV",
        "XAF", "XOF", "XPF",
    ]
    private static let threeDigitCodes: Set<String> = ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]

    private static func minorUnitDigits(for code: String) -> Int {
        if zeroDigitCodes.contains(code) { return 0 }
        if threeDigitCodes.contains(code) { return 3 }
        return 2
    }
}
