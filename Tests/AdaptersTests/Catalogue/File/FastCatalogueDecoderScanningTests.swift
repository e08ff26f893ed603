@testable import Adapters
import Entities
import Foundation
import XCTest

/// The fast decoder reads texts, field names and whitespace several bytes at a time: whatever byte stands at whatever
/// offset of such a run (an escape, a character of several bytes, a byte that is not UTF-8, a control byte), it reads
/// the file as Foundation does, or leaves it to the slow path exactly where it did byte by byte.
final class FastCatalogueDecoderScanningTests: XCTestCase {
    private static let offsets = 0..<20
    private static let tails = [0, 1, 7, 8, 9]

    func test_decode_readsAnEscapeAtEveryOffsetOfATextAsFoundationDoes() {
        assertReadAsFoundationReads(atEveryOffset: [#"\""#, #"\\"#, #"\/"#, #"\n"#, #"\t"#, #"\u00e9"#, #"\u20AC"#, #"\ud83d\ude00"#])
    }

    func test_decode_readsCharactersOfEveryLengthAtEveryOffsetAsFoundationDoes() {
        assertReadAsFoundationReads(atEveryOffset: ["é", "€", "😀", "é€😀", "日本語", "\u{7F}", "ÿ"])
    }

    func test_decode_leavesBytesThatAreNotUTF8AtEveryOffsetOfATextOrAFieldNameToTheSlowPath() {
        let notUTF8: [[UInt8]] = [
            [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xC2], [0xC2, 0x41], [0xDF, 0xC0], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF],
            [0xE2, 0x82], [0xE2, 0x82, 0x41], [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xEF, 0xBF], [0xF0, 0x80, 0x80, 0x80],
            [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x9F, 0x98], [0xF0, 0x9F, 0x98, 0x41], [0xF4, 0x90, 0x80, 0x80],
            [0xF5, 0x80, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xFE], [0xFF],
        ]
        for bytes in notUTF8 {
            for before in Self.offsets {
                for after in [0, 1, 8] {
                    let text = Array(repeating: UInt8(ascii: "a"), count: before) + bytes + Array(repeating: UInt8(ascii: "b"), count: after)
                    for document in placements(ofText: text) + [ignoredField(named: text)] {
                        XCTAssertNil(FastCatalogueDecoder.decodeCatalogue(document), "\(bytes) after \(before), \(after) after it")
                        XCTAssertThrowsError(try CatalogueMapper.map(document), "\(bytes) after \(before), \(after) after it")
                    }
                }
            }
        }
    }

    func test_decode_leavesAControlByteAtEveryOffsetOfATextOrAFieldNameToTheSlowPath() {
        for control: UInt8 in [0x00, 0x09, 0x0A, 0x1F] {
            for before in Self.offsets {
                for after in [0, 1, 8] {
                    let text = Array(repeating: UInt8(ascii: "a"), count: before) + [control] + Array(repeating: UInt8(ascii: "b"), count: after)
                    for document in placements(ofText: text) + [ignoredField(named: text)] {
                        XCTAssertNil(FastCatalogueDecoder.decodeCatalogue(document), "\(control) after \(before), \(after) after it")
                    }
                }
            }
        }
    }

    func test_decode_leavesAnEscapeOrACharacterOfSeveralBytesAtEveryOffsetOfAFieldNameToTheSlowPath() {
        for special in [#"\""#, #"\u0041"#, "é", "😀"] {
            for before in Self.offsets {
                let name = Array((String(repeating: "a", count: before) + special + "b").utf8)
                XCTAssertNil(FastCatalogueDecoder.decodeCatalogue(ignoredField(named: name)), "\(special) after \(before)")
            }
        }
    }

    func test_decode_readsFieldNamesOfEveryLengthAsFoundationDoes() {
        for length in 1..<20 {
            assertReadAsFoundationReads(ignoredField(named: Array(String(repeating: "z", count: length).utf8)), "a name of \(length)")
        }
    }

    func test_decode_ignoresAFieldWhoseNameDiffersByOneByteFromOneItReads() {
        let read = ["id", "name", "shortDescription", "description", "image", "price", "quantity", "colors", "dimensions"]
        for known in read {
            for variant in variants(of: known) where !read.contains(variant) {
                let json = #"{"products": [{"id": 7, "name": "Tote", "price": 1.5, "quantity": 2, "\#(variant)": "x"}]}"#
                assertReadAsFoundationReads(Data(json.utf8), variant)
                XCTAssertEqual(FastCatalogueDecoder.decodeCatalogue(Data(json.utf8))?.products.first?.name, "Tote", variant)
            }
        }
        for known in ["value", "dimension", "centimeters", "inches"] {
            for variant in variants(of: known) {
                let json = #"""
                {"products": [{"id": 7, "name": "Tote", "price": 1, "quantity": 2, "colors": [{"value": "A1b2C3", "\#(variant)": 1}],
                "dimensions": [{"dimension": "width", "centimeters": 10.5, "inches": 4.13, "\#(variant)": 1}]}]}
                """#
                assertReadAsFoundationReads(Data(json.utf8), variant)
            }
        }
    }

    func test_decode_skipsWhitespaceOfEveryLengthAndKindAsFoundationDoes() {
        for kind in [" ", "\n", "\r\n", "\t", "\n    ", " \t\r\n"] {
            for length in 0..<20 {
                let space = String(repeating: kind, count: length)
                let json = ["{", #""currency""#, ":", #""EUR""#, ",", #""products""#, ":", "[", "{", #""id""#, ":", "1", ",", #""name""#, ":",
                            #""Tote""#, ",", #""price""#, ":", "2.5", ",", #""quantity""#, ":", "3", "}", "]", "}"].joined(separator: space)
                assertReadAsFoundationReads(Data((space + json + space).utf8), "\(length) × \(kind.debugDescription)")
            }
        }
    }

    func test_decode_leavesAByteThatIsNotJSONWhitespaceAfterWhitespaceToTheSlowPath() {
        for notWhitespace: [UInt8] in [[0x0B], [0x0C], [0x00], [0xC2, 0xA0]] {
            for length in 0..<20 {
                let json = Array(#"{"products": [{"id": 1, "name": "Tote", "price": 1, "quantity": 1,"#.utf8)
                    + Array(repeating: UInt8(ascii: " "), count: length) + notWhitespace + Array(#""image": "a.jpg"}]}"#.utf8)
                XCTAssertNil(FastCatalogueDecoder.decodeCatalogue(Data(json)), "\(notWhitespace) after \(length)")
            }
        }
    }

    func test_decode_readsAWholeNumberOnlyWithoutAFractionOrAnExponent() {
        for accepted in ["0", "9", "10", "123456789012345"] {
            assertReadAsFoundationReads(Data(#"{"products": [{"id": 1, "name": "Tote", "price": 1, "quantity": \#(accepted)}]}"#.utf8), accepted)
        }
        for refused in ["1.0", "1.5", "1e2", "10E1", "01", "1234567890123456", "1.", "-1"] {
            let json = #"{"products": [{"id": 1, "name": "Tote", "price": 1, "quantity": \#(refused)}]}"#
            XCTAssertNil(FastCatalogueDecoder.decodeCatalogue(Data(json.utf8)), refused)
        }
    }

    // MARK: - Helpers

    /// Each of `specials` after 0 to 19 plain bytes and before a few, in every place a text is read.
    private func assertReadAsFoundationReads(atEveryOffset specials: [String], file: StaticString = #filePath, line: UInt = #line) {
        for special in specials {
            for before in Self.offsets {
                for after in Self.tails {
                    let text = Array((String(repeating: "a", count: before) + special + String(repeating: "b", count: after)).utf8)
                    for document in placements(ofText: text) {
                        assertReadAsFoundationReads(document, "\(special) after \(before), \(after) after it", file: file, line: line)
                    }
                }
            }
        }
    }

    private func assertReadAsFoundationReads(_ document: Data, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        // A catalogue Foundation refuses (a name of only a line feed) is refused by the rule, which is not the fast
        // decoder's to judge: it must answer nil there, and read the rest.
        let expected = try? CatalogueMapper.mapWithFoundation(document)
        let fast = FastCatalogueDecoder.decodeCatalogue(document)
        XCTAssertEqual(fast, expected, context, file: file, line: line)
        XCTAssertEqual(fast == nil, expected == nil, "accepted by one only: \(context)", file: file, line: line)
    }

    /// `text`, the inside of a string, as a product's name, its description, and as the file's last string.
    private func placements(ofText text: [UInt8]) -> [Data] {
        let quoted = [UInt8(ascii: "\"")] + text + [UInt8(ascii: "\"")]
        return [
            Data(Array(#"{"products": [{"id": 1, "name": "#.utf8) + quoted + Array(#", "price": 1, "quantity": 1}]}"#.utf8)),
            Data(Array(#"{"products": [{"id": 1, "name": "Tote", "description": "#.utf8) + quoted + Array(#", "price": 1, "quantity": 1}]}"#.utf8)),
            Data(Array(#"{"products": [{"id": 1, "name": "Tote", "price": 1, "quantity": 1}], "x": "#.utf8) + quoted + Array("}".utf8)),
        ]
    }

    /// A catalogue whose product has a field named `name`, which Tasch ignores.
    private func ignoredField(named name: [UInt8]) -> Data {
        Data(Array(#"{"products": [{"id": 1, "name": "Tote", "price": 1, "quantity": 1, ""#.utf8) + name + Array(#"": 1}]}"#.utf8))
    }

    /// `name` with each byte changed in turn, its first or last byte dropped, and a byte added at its end.
    private func variants(of name: String) -> [String] {
        let bytes = Array(name.utf8)
        var variants = bytes.indices.map { index in
            var changed = bytes
            changed[index] = changed[index] == UInt8(ascii: "Z") ? UInt8(ascii: "Y") : UInt8(ascii: "Z")
            return String(decoding: changed, as: UTF8.self)
        }
        variants += [String(name.dropFirst()), String(name.dropLast()), name + "s"]
        return variants
    }
}
