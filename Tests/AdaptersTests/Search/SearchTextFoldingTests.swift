@testable import Adapters
import XCTest

/// Searching folds catalogue text through fast paths; these tests hold them to Foundation's folding.
final class SearchTextFoldingTests: XCTestCase {
    func test_folded_equalsFoundationsFoldingOnGeneratedLatinText() {
        var random = SeededGenerator(seed: 6)
        for _ in 0..<2_000 {
            let text = String(String.UnicodeScalarView((0..<Int.random(in: 0...12, using: &random)).compactMap { _ in
                Unicode.Scalar(UInt32.random(in: Bool.random(using: &random) ? 0x20...0x7E : 0x80...0x2FF, using: &random))
            }))

            XCTAssertEqual(SearchFolding.folded(text), SearchFolding.foldedByFoundation(text), "\(text.unicodeScalars.map(\.value))")
        }
    }

    func test_folded_equalsFoundationsFoldingOnCombiningMarksAndOtherScripts() {
        for text in ["cafe\u{301}", "CAFE\u{301} Crème", "Ωmega", "ΣΊΣΥΦΟΣ", "日本 Tote", "ｆｕｌｌ", "İstanbul", "\u{212A}elvin", "straße", "🧺 basket"] {
            XCTAssertEqual(SearchFolding.folded(text), SearchFolding.foldedByFoundation(text), text)
        }
    }

    func test_appendFoldingUTF8_equalsFoldingTheString_includingBytesThatAreNotUTF8() {
        var random = SeededGenerator(seed: 11)
        var folding = SearchFolding()
        for _ in 0..<1_000 {
            let text = String(String.UnicodeScalarView((0..<Int.random(in: 0...10, using: &random)).compactMap { _ in
                Unicode.Scalar(UInt32.random(in: Bool.random(using: &random) ? 0x20...0x7E : 0x80...0x3FF, using: &random))
            }))
            var bytes: [UInt8] = []

            Array(text.utf8).withUnsafeBufferPointer { folding.append(foldingUTF8: $0, to: &bytes) }

            XCTAssertEqual(bytes, SearchFolding.folded(text), "\(text.unicodeScalars.map(\.value))")
        }
        let broken: [UInt8] = [0x43, 0x41, 0xC3]
        var bytes: [UInt8] = []
        broken.withUnsafeBufferPointer { folding.append(foldingUTF8: $0, to: &bytes) }
        XCTAssertEqual(bytes, SearchFolding.folded(String(decoding: broken, as: UTF8.self)))
    }
}
