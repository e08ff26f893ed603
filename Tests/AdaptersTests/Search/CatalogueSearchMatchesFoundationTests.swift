import Adapters
import Foundation
import TaschTestSupport
import UseCases
import XCTest

/// The search rule folded text with Foundation (`folding(options: [.caseInsensitive, .diacriticInsensitive,
/// .widthInsensitive])`, then lower case) before it was written out in UseCases. These tests hold the rule to what
/// Foundation does on every Unicode scalar and on text of every script with its own marks, so that no search a customer
/// made then finds anything else now; and they pin the few inputs where the two differ (Docs/architecture.md lists them).
final class CatalogueSearchMatchesFoundationTests: XCTestCase {
    func test_folded_equalsFoundation_forEveryAssignedScalarAlone_butHistoricCyrillicLetterForms() {
        let historicCyrillic = UInt32(0x1C80)...0x1C88
        var differences: [String] = []
        for value in Self.scalarsTested where !historicCyrillic.contains(value) {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned else { continue }
            let text = String(scalar)
            if CatalogueSearch.folded(text) != Self.foldedByFoundation(text) { differences.append(String(value, radix: 16)) }
        }

        XCTAssertEqual(differences, [])
    }

    func test_folded_equalsFoundation_onTextOfEachScriptWithItsOwnMarks() {
        var random = SeededGenerator(seed: 18)
        for script in Self.scripts {
            for _ in 0..<400 {
                let text = Self.text(in: script, using: &random)

                XCTAssertEqual(CatalogueSearch.folded(text), Self.foldedByFoundation(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
    }

    func test_folded_differsFromFoundation_onlyWhereDocumented() {
        // Unicode folds the historic forms of Cyrillic letters (U+1C80 to U+1C88) to the letters; Foundation's older
        // case data keeps them.
        XCTAssertEqual(CatalogueSearch.folded("\u{1C80}"), "в")
        XCTAssertEqual(Self.foldedByFoundation("\u{1C80}"), "\u{1C80}")
        // A Latin combining mark after a letter from U+0510 on: the rule keeps every mark there; Foundation drops the
        // first when it lies below U+0510, and keeps the rest.
        XCTAssertEqual(CatalogueSearch.folded("\u{1E9D}\u{301}\u{301}"), "\u{1E9D}\u{301}\u{301}")
        XCTAssertEqual(Self.foldedByFoundation("\u{1E9D}\u{301}\u{301}"), "\u{1E9D}\u{301}")
        // Marks before any letter: the rule keeps the first as a letter; Foundation also sorts it among the marks after it.
        XCTAssertEqual(CatalogueSearch.folded("\u{5C1}\u{5B8}"), "\u{5C1}\u{5B8}")
        XCTAssertEqual(Self.foldedByFoundation("\u{5C1}\u{5B8}"), "\u{5B8}\u{5C1}")
    }

    // MARK: - Helpers

    /// Foundation's folding as the search used it.
    private static func foldedByFoundation(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).lowercased()
    }

    /// Every plane that holds a script, and the variation selectors' plane.
    private static let scalarsTested = Array(UInt32(0)...0x3FFFF) + Array(UInt32(0xE0000)...0xE01EF)

    /// Letters of each script a catalogue may be written in, with the marks that script puts on them; not the few Latin
    /// and Greek letters and signs from U+0510 on that do not decompose, where the two differ on Latin marks.
    private static let scripts: [(letters: [ClosedRange<UInt32>], marks: [ClosedRange<UInt32>])] = [
        ([0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1E9B, 0x1E9E...0x1E9E, 0x1EA0...0x1EF9], [0x300...0x36F]),
        ([0x391...0x3C9, 0x1F00...0x1FBC, 0x1FC2...0x1FCC, 0x1FD0...0x1FDB, 0x1FE0...0x1FEC, 0x1FF2...0x1FFC], [0x300...0x345]),
        ([0x400...0x4FF], [0x300...0x36F, 0x483...0x489]),
        ([0x5D0...0x5EA], [0x591...0x5C7]),
        ([0x620...0x64A], [0x64B...0x65F]),
        ([0x905...0x939], [0x900...0x903, 0x93C...0x94D]),
        ([0xE01...0xE30], [0xE31...0xE3A, 0xE47...0xE4E]),
        ([0x3041...0x3096, 0x30A1...0x30FA, 0xFF66...0xFF9D], [0x3099...0x309A, 0xFF9E...0xFF9F]),
        ([0xAC00...0xD7A3, 0x1100...0x1112, 0x4E00...0x9FFF], [0x1161...0x1175]),
        ([0x1F300...0x1F64F, 0x2600...0x27BF, 0x30...0x39], [0x1F3FB...0x1F3FF, 0xFE0F...0xFE0F, 0x20E3...0x20E3]),
        ([0xFF01...0xFF5E], [0x300...0x36F]),
        ([0xFF5F...0xFFEE], []),
    ]

    private static func text(in script: (letters: [ClosedRange<UInt32>], marks: [ClosedRange<UInt32>]), using random: inout SeededGenerator) -> String {
        var text = String.UnicodeScalarView()
        func add(from ranges: [ClosedRange<UInt32>]) {
            let value = UInt32.random(in: ranges[Int.random(in: 0..<ranges.count, using: &random)], using: &random)
            if let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned { text.append(scalar) }
        }
        for _ in 0..<Int.random(in: 1...5, using: &random) {
            add(from: script.letters)
            for _ in 0..<(script.marks.isEmpty ? 0 : Int.random(in: 0...2, using: &random)) { add(from: script.marks) }
            if Int.random(in: 0..<4, using: &random) == 0 { text.append(" ") }
        }
        return String(text)
    }
}
