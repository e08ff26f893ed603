@testable import Adapters
import XCTest

/// A length with a fraction made a `Double` from its digits, exactly as Foundation makes one of the `Decimal` they write:
/// the fast decoder and the slow one must give every product the same sizes.
final class PlainNumberTests: XCTestCase {
    func test_double_equalsFoundationsConversionOfTheDecimal_forEveryShortLength() {
        for whole in [0, 1, 3, 9, 10, 12, 99, 100, 254, 1_000, 4_095, 65_535, 65_536, 99_999] {
            for fractionDigits in 1...4 {
                var fraction = 1
                while fraction < power(fractionDigits) {
                    assertSameAsDecimal(whole: whole, fraction: fraction, fractionDigits: fractionDigits)
                    fraction += fraction % 10 == 9 ? 2 : (fraction < 200 ? 1 : 37)
                }
            }
        }
    }

    func test_double_equalsFoundationsConversionOfTheDecimal_forLongAndHugeDigits() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let fractionDigits = Int(seed >> 60) % 15 + 1
            let whole = Int((seed >> 8) % UInt64(power(Int(seed >> 56) % 15 + 1)))
            let fraction = Int((seed >> 3) % UInt64(power(fractionDigits)))
            guard fraction % 10 != 0 else { continue }
            assertSameAsDecimal(whole: whole, fraction: fraction, fractionDigits: fractionDigits)
        }
    }

    private func assertSameAsDecimal(whole: Int, fraction: Int, fractionDigits: Int, line: UInt = #line) {
        let number = FastCatalogueDecoder.PlainNumber(whole: whole, fraction: fraction, fractionDigits: fractionDigits, text: 0..<0)
        XCTAssertEqual(number.double.bitPattern, number.decimalDouble.bitPattern, "\(whole) \(fraction) \(fractionDigits)", line: line)
    }

    private func power(_ digits: Int) -> Int {
        (0..<digits).reduce(1) { power, _ in power * 10 }
    }
}
