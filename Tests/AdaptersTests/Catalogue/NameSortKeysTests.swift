@testable import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// The fast catalogues sort names on byte keys written from a table the order rule made; these tests hold the keys to
/// the rule's own, and show that the keys and the order come from the rule they are given rather than restating one.
final class NameSortKeysTests: XCTestCase {
    func test_latinKeys_areTheRulesNameKey_forEveryScalarBelowU0300() {
        for value in UInt32(0)..<0x300 {
            let name = String(Unicode.Scalar(value)!)

            XCTAssertEqual(keyBytes(of: name, in: .shared), rulesByteKey(of: name), "U+\(String(value, radix: 16))")
        }
    }

    func test_latinKeys_areTheRulesNameKey_onGeneratedLatinNames() {
        var random = SeededGenerator(seed: 21)
        for _ in 0..<2_000 {
            let name = String(String.UnicodeScalarView((0..<Int.random(in: 1...12, using: &random)).compactMap { _ in
                Unicode.Scalar(UInt32.random(in: Bool.random(using: &random) ? 0x20...0x7E : 0x80...0x2FF, using: &random))
            }))

            XCTAssertEqual(keyBytes(of: name, in: .shared), rulesByteKey(of: name), "\(name.unicodeScalars.map(\.value))")
        }
    }

    func test_order_isTheRulesOrderOfTheNames_bothWays() {
        let names = ["banana", "Apple", "apple", "Cherry", "çà", "Ærø", "ÆRØ", "cafe\u{301}", "café 10", "日本", "ß", "SS", "b"]
        let products = names.enumerated().map { makeProduct(id: $0.offset + 1, name: $0.element) }
        for descending in [false, true] {
            let sut = keys(of: names, table: .shared)

            let expected = CatalogueOrder.sorted(products, by: CatalogueSort(.name, descending: descending), ratings: [:]).map { $0.id.rawValue - 1 }
            XCTAssertEqual(sut.order(descending: descending), expected, "descending: \(descending)")
        }
    }

    func test_order_ofNamesThatAreAllBytes_isTheSameFromAnyStart() {
        let names = ["banana", "Apple", "apple", "Cherry", "çà", "Ærø", "ÆRØ", "b", "B", "oak 10", "oak 1"]
        let sut = keys(of: names, table: .shared)
        for descending in [false, true] {
            let expected = sut.order(descending: descending)

            XCTAssertTrue(sut.allBytes)
            XCTAssertEqual(sut.order(descending: descending, startingFrom: expected.reversed()), expected)
            XCTAssertEqual(sut.order(descending: descending, startingFrom: [3, 1, 4, 0, 5, 9, 2, 6, 8, 7, 10]), expected)
        }
    }

    func test_keys_ofNamesInEveryScript_areBytes_soTheOrderIsTotal() {
        let names = ["Ὀδυσσεύς", "Кожаная сумка", "かばん", "ｶﾊﾞﾝ", "שָׁלוֹם", "cafe\u{301}", "İstanbul", "oak"]

        XCTAssertTrue(keys(of: names, table: .shared).allBytes)
    }

    func test_order_isTheRulesOrderOfTheNames_onGeneratedNamesOfEveryScript() {
        // Letters of several scripts, Hebrew points and combining accents after plain letters, so that many keys need
        // normalising; no precomposed letter that an accent here could also spell, as the standard library's `<`
        // leaves some such pairs unordered (the next test).
        let palette: [Unicode.Scalar] = ["a", "B", "e", "Z", " ", "1", "Ω", "σ", "Σ", "ά", "Ж", "ж", "か", "ﾊ", "ﾞ", "ש", "\u{5C1}", "\u{5B8}",
            "\u{301}", "\u{300}", "\u{327}", "İ", "ß", "ǅ"]
        var random = SeededGenerator(seed: 38)
        // Each name starts with a letter, as a name must show something.
        let letters: [Unicode.Scalar] = ["a", "Ω", "か"]
        let names = (0..<400).map { _ in
            String(String.UnicodeScalarView([letters.randomElement(using: &random)!]
                + (0..<Int.random(in: 0...7, using: &random)).map { _ in palette.randomElement(using: &random)! }))
        }
        let products = names.enumerated().map { makeProduct(id: $0.offset + 1, name: $0.element) }
        for descending in [false, true] {
            let sut = keys(of: names, table: .shared)

            let expected = CatalogueOrder.sorted(products, by: CatalogueSort(.name, descending: descending), ratings: [:]).map { $0.id.rawValue - 1 }
            XCTAssertTrue(sut.allBytes)
            XCTAssertEqual(sut.order(descending: descending), expected, "descending: \(descending)")
        }
    }

    func test_order_ofNamesTheStandardLibraryLeavesUnordered_isTheirNormalisedOrder() {
        // `<` finds neither of these before the other, though their normalised forms are "café 10" and "café 1".
        let names = ["café 10", "cafe\u{301} 1"]
        let sut = keys(of: names, table: .shared)

        XCTAssertEqual(sut.order(descending: false), [1, 0])
        XCTAssertEqual(sut.order(descending: true), [0, 1])
    }

    func test_keysAndOrder_comeFromTheRuleTheTableIsMadeFrom() {
        // A rule no catalogue keeps (names as they are, so capitals first) shows the keys are its answers, not a copy
        // of the shop's lower case.
        let asTheyAre = LatinNameKeys(rule: { $0 })
        let names = ["b", "a", "B", "A"]

        XCTAssertEqual(keys(of: names, table: asTheyAre).order(descending: false), [3, 2, 1, 0])
        XCTAssertEqual(keys(of: names, table: .shared).order(descending: false), [1, 3, 0, 2])
    }

    func test_growth_letsAKeyLongerThanItsNameFitTheBuffer() {
        let doubled = LatinNameKeys(rule: { $0 + $0 })

        XCTAssertEqual(doubled.growth, 2)
        XCTAssertEqual(keys(of: ["ab", "a", "ba"], table: doubled).order(descending: false), [1, 0, 2])
    }

    func test_order_isTheRulesOrder_whenKeysOfAnotherScriptTakeTheRoomTheLatinNamesAfterThemWouldUse() {
        // Ten times their names, the keys of the first names take most of the room kept for every key.
        let rule: @Sendable (String) -> String = { name in
            name.unicodeScalars.allSatisfy { $0.value < 0x300 } ? name.lowercased() : String(repeating: name, count: 10)
        }
        let names = ["日本", "本", "pear", "Apple", "fig", "apple"]
        let keyed = names.indices.map { (key: rule(names[$0]), position: $0) }
        for descending in [false, true] {
            let expected = keyed.sorted { left, right in
                left.key == right.key ? left.position < right.position : (left.key < right.key) != descending
            }.map(\.position)

            XCTAssertEqual(keys(of: names, table: LatinNameKeys(rule: rule)).order(descending: descending), expected, "descending: \(descending)")
        }
    }

    // MARK: - Helpers

    private func keys(of names: [String], table: LatinNameKeys) -> NameSortKeys {
        var utf8: [UInt8] = []
        let spans = names.map { name in
            defer { utf8 += name.utf8 }
            return TextSpan(start: utf8.count, count: name.utf8.count)
        }
        return NameSortKeys(count: names.count, in: SharedText(utf8: utf8), table: table) { spans[$0] }
    }

    /// The rule's key of `name` as bytes, where it orders as its bytes (every scalar below U+0300); else nil.
    private func rulesByteKey(of name: String) -> [UInt8]? {
        let key = CatalogueOrder.nameKey(name)
        return key.unicodeScalars.allSatisfy { $0.value < 0x300 } ? Array(key.utf8) : nil
    }

    private func keyBytes(of name: String, in table: LatinNameKeys) -> [UInt8]? {
        let utf8 = Array(name.utf8)
        var buffer = [UInt8](repeating: 0, count: utf8.count * table.growth)
        let written = utf8.withUnsafeBufferPointer { utf8 in
            buffer.withUnsafeMutableBufferPointer { table.key(utf8, into: $0, at: 0) }
        }
        return written.map { Array(buffer[0..<$0]) }
    }
}
