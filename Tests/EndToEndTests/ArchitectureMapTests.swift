import Foundation
import XCTest

/// Docs/architecture.md's map is true where a change could quietly make it false: the layer table says exactly what
/// each layer's sources import, and every row of "Where each rule lives" names a test that exists.
final class ArchitectureMapTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
    private static let layers = ["Entities", "UseCases", "Adapters", "Drivers", "tasch", "tasch-bench"]

    func test_theLayerTable_saysExactlyWhatEachLayerImports() throws {
        let table = try Self.layerTable()
        for layer in Self.layers {
            let documented = try XCTUnwrap(table[layer], "Docs/architecture.md has no row for \(layer)")
            XCTAssertEqual(documented, try Self.imports(of: layer), "what Docs/architecture.md says \(layer) may import")
        }
    }

    func test_everyRuleInTheRulesTable_namesATestThatExists() throws {
        let rows = try Self.rulesTableRows()
        XCTAssertGreaterThan(rows.count, 10, "the rules table was not found")
        let tests = try Self.testSources()
        for row in rows {
            let named = Self.backticked(row.statedBy).map { $0.split(separator: "/").last.map(String.init) ?? $0 }
            XCTAssertFalse(named.isEmpty, "\(row.rule.prefix(60))… names no test")
            for name in named where !tests.contains(where: { Self.declares(name, $0) }) {
                XCTFail("\(row.rule.prefix(60))… names \(name), which no test file or test declares")
            }
        }
    }

    func test_theReadingOfImports_takesAttributesAndKinds() {
        let code = "import Foundation\n@preconcurrency import Dispatch\nimport struct Synchronization.Mutex\n// import Nothing\n"

        XCTAssertEqual(Self.imports(in: code), ["Foundation", "Dispatch", "Synchronization"])
    }

    private static func layerTable() throws -> [String: Set<String>] {
        var table: [String: Set<String>] = [:]
        for line in try document().split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3, let layer = layers.first(where: { cells[0] == "`\($0)`" }) else { continue }
            table[layer] = cells[1].hasPrefix("nothing") ? [] : Set(matches(of: #"\b([A-Z][A-Za-z]+)\b"#, in: cells[1]))
        }
        return table
    }

    private static func imports(of layer: String) throws -> Set<String> {
        let folder = root.appendingPathComponent("Sources/\(layer)")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        return try Set(files.flatMap { imports(in: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) })
    }

    static func imports(in code: String) -> [String] {
        matches(of: #"(?m)^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|func|protocol|typealias|var|let)\s+)?([A-Za-z_]+)"#, in: code)
    }

    private static func rulesTableRows() throws -> [(rule: String, statedBy: String)] {
        let text = try document()
        let start = try XCTUnwrap(text.range(of: "## Where each rule lives"))
        let end = try XCTUnwrap(text.range(of: "\n## ", range: start.upperBound..<text.endIndex))
        return text[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 5, !cells[1].hasPrefix("---"), cells[1] != "rule" else { return nil }
            return (cells[1], cells[3])
        }
    }

    private static func testSources() throws -> [(file: String, text: String)] {
        let folder = root.appendingPathComponent("Tests")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        return try files.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    private static func declares(_ name: String, _ source: (file: String, text: String)) -> Bool {
        source.file.hasSuffix("/\(name).swift") || source.file == "\(name).swift"
            || source.text.range(of: #"(class|struct|func|enum) \#(NSRegularExpression.escapedPattern(for: name))\b"#, options: .regularExpression) != nil
    }

    private static func document() throws -> String {
        try String(contentsOf: root.appendingPathComponent("Docs/architecture.md"), encoding: .utf8)
    }

    private static func backticked(_ text: String) -> [String] { matches(of: "`([^`]+)`", in: text) }

    private static func matches(of pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
