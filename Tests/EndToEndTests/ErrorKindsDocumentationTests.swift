import Foundation
import XCTest

/// Docs/commands.md lists every error kind a script can meet, and no other: the kinds are read from the code (each
/// `kind: "…"` an error is given, the violation table's `refusal("…"`, the presenters' `…Kind = "…"`), so a kind added
/// without its line in the list, or a line left for a kind gone, fails here.
final class ErrorKindsDocumentationTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    func test_theDocumentedErrorKinds_areExactlyTheKindsTheCodeGives() throws {
        let documented = try Self.documentedKinds()
        let given = try Self.kindsInTheCode()

        XCTAssertEqual(given.subtracting(documented).sorted(), [], "kinds the code gives that Docs/commands.md does not list")
        XCTAssertEqual(documented.subtracting(given).sorted(), [], "kinds Docs/commands.md lists that the code never gives")
    }

    func test_theReadingOfTheCode_findsEachWayAKindIsGiven() {
        let code = """
            ErrorViewModel(kind: "no-internet", message: "x")
            case .cartIsEmpty: refusal("cart-is-empty", "your cart is empty")
            static let cartChangedKind = "cart-changed"
            // kind: "in-a-comment"
            """

        XCTAssertEqual(Self.kinds(in: code), ["no-internet", "cart-is-empty", "cart-changed"])
    }

    private static func documentedKinds() throws -> Set<String> {
        let text = try String(contentsOf: root.appendingPathComponent("Docs/commands.md"), encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "Error kinds are stable"), "Docs/commands.md no longer lists the error kinds")
        let end = try XCTUnwrap(text.range(of: "`faults` gives", range: start.upperBound..<text.endIndex))
        let list = text[start.upperBound..<end.lowerBound]
        return Set(matches(of: #"`([a-z]+(?:-[a-z]+)*)`"#, in: String(list)).filter { $0 != "faults" })
    }

    private static func kindsInTheCode() throws -> Set<String> {
        let sources = root.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        var kinds: Set<String> = ["usage"]  // CommandError's default kind, given without being spelt at the call
        for file in files {
            kinds.formUnion(Self.kinds(in: try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)))
        }
        return kinds
    }

    static func kinds(in code: String) -> [String] {
        let lines = code.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        let pattern = #"(?:kind: |refusal\(|Kind = )"([a-z]+(?:-[a-z]+)+|[a-z]+)""#
        return lines.flatMap { matches(of: pattern, in: String($0)) }
    }

    private static func matches(of pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
