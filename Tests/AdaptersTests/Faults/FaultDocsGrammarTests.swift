import Adapters
import Foundation
import XCTest

/// Docs/faults.md shows the grammar and the presets the parser has, word for word.
final class FaultDocsGrammarTests: XCTestCase {
    func test_faultsGuide_showsTheGrammarTheParserReads() throws {
        let text = try guide()

        let block = text.components(separatedBy: "```text\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
            .first { $0.hasPrefix("SPEC ") }

        XCTAssertEqual(try XCTUnwrap(block, "no grammar block").split(separator: "\n").map(String.init), FaultSpec.grammar)
    }

    func test_faultsGuide_presetsTable_givesEachPresetsSpecAndSummary() throws {
        let text = try guide()

        for preset in FaultPreset.allCases {
            XCTAssertTrue(text.contains("| `\(preset.rawValue)` | `\(preset.spec)` | \(preset.summary) |"), "\(preset)")
        }
    }

    private func guide() throws -> String {
        let docs = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Docs/faults.md")
        return try String(contentsOf: docs, encoding: .utf8)
    }
}
