@testable import Adapters
import TaschTestSupport
import UseCases
import XCTest

/// Names in other scripts are keyed a scalar, or a letter and its marks, at a time from keys the order rule made; these
/// tests hold those keys to the rule's own key of the whole name.
final class NameKeyLettersTests: XCTestCase {
    func test_key_isTheRulesKeyOfTheWholeName_onGeneratedNamesOfOtherScripts() {
        var sut = NameKeyLetters(rule: CatalogueOrder.nameKey)
        var random = SeededGenerator(seed: 38)
        let ranges: [ClosedRange<UInt32>] = [0x20...0x7E, 0x370...0x3FF, 0x400...0x4FF, 0x3040...0x30FF, 0xFF61...0xFF9F, 0x4E00...0x4E80, 0xAC00...0xAC40]
        for _ in 0..<3_000 {
            let name = String(String.UnicodeScalarView((0..<Int.random(in: 1...10, using: &random)).compactMap { _ in
                Unicode.Scalar(UInt32.random(in: ranges.randomElement(using: &random)!, using: &random))
            }))

            XCTAssertEqual(key(of: name, in: &sut), Array(CatalogueOrder.nameKey(name).utf8), "\(name.unicodeScalars.map(\.value))")
        }
    }

    func test_key_isTheRulesKey_ofNamesWithMarksScalarsBeyondThePlaneAndLettersThatCompose() {
        var sut = NameKeyLetters(rule: CatalogueOrder.nameKey)

        for name in ["cafe\u{301}", "שָׁלוֹם", "İstanbul", "か\u{3099}", "🧺 basket", "\u{1100}\u{1161}", "\u{301}a", "e\u{327}\u{301}\u{300}x", "\u{FFFF}\u{10000}",
            "ΣΊΣΥΦΟΣ かばん", "A\u{30A}\u{301}"] {
            XCTAssertEqual(key(of: name, in: &sut), Array(CatalogueOrder.nameKey(name).utf8), "\(name.unicodeScalars.map(\.value))")
        }
    }

    func test_key_isTheRulesKey_onGeneratedNamesOfLettersAndMarks() {
        var sut = NameKeyLetters(rule: CatalogueOrder.nameKey)
        var random = SeededGenerator(seed: 39)
        let letters: [Unicode.Scalar] = ["a", "E", "i", "İ", "Ω", "σ", "ж", "ש", "ו", "か", "ｶ", "ﾊ", "👍", "日", " ", "1", "\u{1100}", "\u{1161}", "\u{11A8}"]
        let marks: [Unicode.Scalar] = ["\u{301}", "\u{300}", "\u{327}", "\u{5B8}", "\u{5C1}", "\u{5BC}", "\u{3099}", "\u{FF9E}", "\u{FE0F}", "\u{1F3FD}"]
        for _ in 0..<3_000 {
            let scalars = (0..<Int.random(in: 1...10, using: &random)).map { _ in
                Int.random(in: 0..<3, using: &random) == 0 ? marks.randomElement(using: &random)! : letters.randomElement(using: &random)!
            }
            let name = String(String.UnicodeScalarView(scalars))

            XCTAssertEqual(key(of: name, in: &sut), Array(CatalogueOrder.nameKey(name).utf8), "\(name.unicodeScalars.map(\.value))")
        }
    }

    func test_key_refusesBytesThatAreNotUTF8() {
        var sut = NameKeyLetters(rule: CatalogueOrder.nameKey)

        for bytes: [UInt8] in [[0xCE], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0x80], [0xE3, 0x81]] {
            XCTAssertNil(key(ofUTF8: bytes, in: &sut), "\(bytes)")
        }
    }

    func test_key_fillsARoomJustLongEnough_andRefusesOneByteShort() {
        var sut = NameKeyLetters(rule: CatalogueOrder.nameKey)
        for name in ["ΩMEGA", "cafe\u{301}"] {
            let (utf8, key) = (Array(name.utf8), Array(CatalogueOrder.nameKey(name).utf8))
            for room in [key.count, key.count - 1] {
                var buffer = [UInt8](repeating: 0, count: room)

                let written = utf8.withUnsafeBufferPointer { utf8 in buffer.withUnsafeMutableBufferPointer { sut.key(utf8, into: $0, at: 0) } }

                XCTAssertEqual(written, room == key.count ? key.count : nil, "\(name), room \(room)")
            }
        }
    }

    func test_keys_comeFromTheRuleTheyAreMadeFrom() {
        var sut = NameKeyLetters(rule: { $0.uppercased() })

        XCTAssertEqual(key(of: "ωmega", in: &sut), Array("ΩMEGA".utf8))
    }

    // MARK: - Helpers

    private func key(of name: String, in sut: inout NameKeyLetters) -> [UInt8]? {
        key(ofUTF8: Array(name.utf8), in: &sut)
    }

    private func key(ofUTF8 utf8: [UInt8], in sut: inout NameKeyLetters) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: utf8.count * 4 + 8)
        let written = utf8.withUnsafeBufferPointer { utf8 in
            buffer.withUnsafeMutableBufferPointer { sut.key(utf8, into: $0, at: 0) }
        }
        return written.map { Array(buffer[0..<$0]) }
    }
}
