@testable import Adapters
import TaschTestSupport
import UseCases
import XCTest

/// An index folds a catalogue's text through tables made by calling the search rule; these tests hold the tables to the
/// rule for every kind of text, and show that the tables come from the rule they are given rather than restating one.
final class SearchFoldingTests: XCTestCase {
    func test_folded_equalsTheRule_forEveryScalarBelowU0300Alone() {
        var sut = SearchFolding.shared

        for value in UInt32(0)..<0x300 {
            let text = String(Unicode.Scalar(value)!)
            XCTAssertEqual(sut.folded(text), Array(CatalogueSearch.folded(text).utf8), "U+\(String(value, radix: 16))")
        }
    }

    func test_folded_equalsTheRule_onGeneratedASCIIAndLatinText() {
        var sut = SearchFolding.shared
        var random = SeededGenerator(seed: 6)
        for _ in 0..<2_000 {
            let text = Self.text(of: Bool.random(using: &random) ? 0x00...0x7F : 0x20...0x2FF, using: &random)

            XCTAssertEqual(sut.folded(text), Array(CatalogueSearch.folded(text).utf8), "\(text.unicodeScalars.map(\.value))")
        }
    }

    func test_folded_equalsTheRule_onOtherScriptsWithAndWithoutMarksAndMixedWithLatin() {
        var sut = SearchFolding.shared
        var random = SeededGenerator(seed: 9)
        let texts = [
            "cafe\u{301}", "CAFE\u{301} Crème", "Ωmega", "ΣΊΣΥΦΟΣ", "日本 Tote", "ｆｕｌｌ", "İstanbul", "\u{212A}elvin", "straße", "🧺 basket",
            "日本の手ぬぐい", "ｶﾀｶﾅ ＦＵＬＬ", "שָׁלוֹם", "か\u{3099}", "👍\u{1F3FD}", "\u{301}a", "Ωμέγα ᾠδή", "ﬁne", "\u{FFFF}\u{10000}x",
        ]
        let generated = (0..<1_000).map { _ in Self.text(of: 0x20...0x4FF, using: &random) }
            + (0..<1_000).map { _ in Self.text(of: 0x3000...0x30FF, using: &random) }

        for text in texts + generated {
            XCTAssertEqual(sut.folded(text), Array(CatalogueSearch.folded(text).utf8), "\(text.unicodeScalars.map(\.value))")
        }
    }

    func test_folded_equalsTheRule_onTextOfLettersWithSeveralMarksAfterThem_orMarksFirst() {
        var sut = SearchFolding.shared
        var random = SeededGenerator(seed: 38)
        let letters: [Unicode.Scalar] = ["a", "E", "i", "İ", "Ω", "σ", "ж", "ש", "ו", "か", "ｶ", "ﾊ", "👍", "日", " ", "1"]
        let marks: [Unicode.Scalar] = ["\u{301}", "\u{300}", "\u{327}", "\u{5B8}", "\u{5C1}", "\u{5BC}", "\u{3099}", "\u{FF9E}", "\u{FE0F}", "\u{1F3FD}"]
        for _ in 0..<2_000 {
            let scalars = (0..<Int.random(in: 1...10, using: &random)).map { _ in
                Int.random(in: 0..<3, using: &random) == 0 ? marks.randomElement(using: &random)! : letters.randomElement(using: &random)!
            }
            let text = String(String.UnicodeScalarView(scalars))

            XCTAssertEqual(sut.folded(text), Array(CatalogueSearch.folded(text).utf8), "\(text.unicodeScalars.map(\.value))")
        }
    }

    func test_appendFoldingUTF8_equalsFoldingTheString_includingBytesThatAreNotUTF8() {
        var sut = SearchFolding.shared
        var random = SeededGenerator(seed: 11)
        for _ in 0..<1_000 {
            let text = Self.text(of: 0x20...0x3FF, using: &random)
            var bytes: [UInt8] = []

            Array(text.utf8).withUnsafeBufferPointer { sut.append(foldingUTF8: $0, to: &bytes) }

            XCTAssertEqual(bytes, Array(CatalogueSearch.folded(text).utf8), "\(text.unicodeScalars.map(\.value))")
        }
        for broken: [UInt8] in [[0x43, 0x41, 0xC3], [0x41, 0x80], [0x80]] {
            var bytes: [UInt8] = []
            broken.withUnsafeBufferPointer { sut.append(foldingUTF8: $0, to: &bytes) }
            XCTAssertEqual(bytes, Array(CatalogueSearch.folded(String(decoding: broken, as: UTF8.self)).utf8), "\(broken)")
        }
    }

    func test_tables_comeFromTheRuleTheyAreMadeFrom() {
        // A rule no catalogue keeps (ASCII upper case, "é" read as "E!", every other text as "?"), to show the tables
        // are its answers and not a copy of the shop's.
        var sut = SearchFolding(rule: { text in
            text.unicodeScalars.allSatisfy(\.isASCII) ? text.uppercased() : text == "é" ? "E!" : "?"
        }, isMark: { $0 == "\u{301}" })

        XCTAssertEqual(sut.folded("oak"), Array("OAK".utf8))
        XCTAssertEqual(sut.folded("café"), Array("CAFE!".utf8))
        XCTAssertEqual(sut.folded("ωmega"), Array("?MEGA".utf8))
        // The letter and its accent are handed to the rule together, which reads them as "é".
        XCTAssertEqual(sut.folded("cafe\u{301}"), Array("CAFE!".utf8))
        XCTAssertEqual(sut.folded("ca\u{301}"), Array("C?".utf8))
    }

    func test_marks_comeFromTheRule_evenBelowU0300() {
        // A rule no catalogue keeps, whose "~" is a mark: a letter and the "~" after it are folded together.
        var sut = SearchFolding(rule: { $0.unicodeScalars.count > 1 ? "<\($0)>" : $0.uppercased() }, isMark: { $0 == "~" })

        XCTAssertEqual(sut.folded("xa~y"), Array("X<a~>Y".utf8))
    }

    // MARK: - Helpers

    private static func text(of scalars: ClosedRange<UInt32>, using random: inout SeededGenerator) -> String {
        String(String.UnicodeScalarView((0..<Int.random(in: 0...12, using: &random)).compactMap { _ in
            Unicode.Scalar(UInt32.random(in: scalars, using: &random))
        }))
    }
}
