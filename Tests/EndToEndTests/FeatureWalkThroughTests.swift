import Foundation
import XCTest

/// Docs/adding-a-feature.md stays the measure of the shape: each feature's table names every production file that
/// names the feature in code, within the count the shape allows, and every test the walk-throughs name exists.
final class FeatureWalkThroughTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
    private static let layers = ["Entities", "UseCases", "Adapters", "Drivers"]

    /// Each feature walked through: how code names it, the section of the page that lists its files, and the most files
    /// it may take.
    private static let features: [(pattern: String, section: String, most: Int)] = [
        ("gift ?card", "## Every file the feature touched", 16),
        ("promotion|promo", "## A promotion code", 10),
    ]

    func test_everyFileNamingAFeature_isInItsWalkThroughsTable_withinTheCountTheShapeAllows() throws {
        let page = try Self.page()
        for feature in Self.features {
            let files = try Self.productionFiles(naming: feature.pattern)
            let listed = try Self.section(feature.section, of: page)

            XCTAssertLessThanOrEqual(files.count, feature.most, "production files naming /\(feature.pattern)/: \(files)")
            for file in files where !listed.contains("`\(file)`") && !listed.contains("/\(file).swift`") {
                XCTFail("\(file) names /\(feature.pattern)/ in code but is not in \"\(feature.section)\"")
            }
        }
    }

    func test_everyTestTheWalkThroughsName_exists() throws {
        let tests = try Self.swiftFiles(under: "Tests").map(\.text).joined(separator: "\n")
        let named = Self.matches(of: #"`(?:[A-Za-z]+\.)?(test_[A-Za-z0-9_]+)`"#, in: try Self.page())

        XCTAssertGreaterThan(named.count, 20, "the walk-throughs name their tests")
        for name in Set(named) where !tests.contains("func \(name)(") {
            XCTFail("Docs/adding-a-feature.md names \(name), which no test declares")
        }
    }

    func test_codeWithoutComments_namesAFeatureOnlyInCode() {
        let code = "// a gift card\nlet x = 1 /* GiftCard */\nlet card = GiftCard.self\n"

        XCTAssertEqual(Self.withoutComments("// a gift card\n/* giftCard */ let x = 1\n").range(of: "gift ?card", options: [.regularExpression, .caseInsensitive]), nil)
        XCTAssertNotNil(Self.withoutComments(code).range(of: "gift ?card", options: [.regularExpression, .caseInsensitive]))
    }

    private static func productionFiles(naming pattern: String) throws -> [String] {
        try layers.flatMap { layer in
            try swiftFiles(under: "Sources/\(layer)").filter {
                withoutComments($0.text).range(of: pattern, options: [.regularExpression, .caseInsensitive]) != nil
            }.map { URL(fileURLWithPath: $0.path).deletingPathExtension().lastPathComponent }
        }
    }

    static func withoutComments(_ code: String) -> String {
        code.replacingOccurrences(of: #"(?s)/\*.*?\*/"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
    }

    private static func section(_ heading: String, of page: String) throws -> Substring {
        let start = try XCTUnwrap(page.range(of: heading), "Docs/adding-a-feature.md has no \"\(heading)\"")
        let end = page.range(of: "\n## ", range: start.upperBound..<page.endIndex)?.lowerBound ?? page.endIndex
        return page[start.upperBound..<end]
    }

    private static func page() throws -> String {
        try String(contentsOf: root.appendingPathComponent("Docs/adding-a-feature.md"), encoding: .utf8)
    }

    private static func swiftFiles(under folder: String) throws -> [(path: String, text: String)] {
        let base = root.appendingPathComponent(folder)
        let paths = try XCTUnwrap(FileManager.default.enumerator(atPath: base.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        return try paths.map { ($0, try String(contentsOf: base.appendingPathComponent($0), encoding: .utf8)) }
    }

    private static func matches(of pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
