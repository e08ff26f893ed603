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

    func test_initHexDigits_readsTheBytesOfSixHexDigits_andRefusesAnythingElse() {
        XCTAssertEqual(Colour(hexDigits: Array("c8B88a".utf8)), Colour(red: 0xC8, green: 0xB8, blue: 0x8A))
        XCTAssertNil(Colour(hexDigits: Array("C8B88".utf8)))
        XCTAssertNil(Colour(hexDigits: Array("C8B8 A".utf8)))
    }

    func test_hex_isSixUpperCaseDigits() {
        XCTAssertEqual(Colour(red: 0x0A, green: 0xBC, blue: 0xFF).hex, "0ABCFF")
    }
}
