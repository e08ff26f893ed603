import Entities
import XCTest

final class ColourTests: XCTestCase {
    func test_initHex_readsSixHexDigitsInEitherCase() {
        XCTAssertEqual(Colour(hex: "2f4F4f"), Colour(red: 0x2F, green: 0x4F, blue: 0x4F))
    }

    func test_initHex_refusesAnythingButSixHexDigits() {
        for text in ["", "FFF", "#FFFFFF", "GGGGGG", "FFFFFFF", "FF FF F", "ＦＦＦＦＦＦ"] {
            XCTAssertNil(Colour(hex: text), text)
        }
    }

    func test_hex_isSixUpperCaseDigits() {
        XCTAssertEqual(Colour(red: 0x0A, green: 0xBC, blue: 0xFF).hex, "0ABCFF")
    }
}
