import Adapters
import Foundation
import TaschTestSupport
import XCTest

/// Every example in Docs/faults.md's examples block does what the docs say.
final class FaultDocsExamplesTests: XCTestCase {
    func test_docsExamples_behaveAsDocumented() async throws {
        let examples = try documentedExamples()
        XCTAssertGreaterThanOrEqual(examples.count, 10)

        for example in examples {
            let parts = example.split(separator: " ", omittingEmptySubsequences: true)
            let spec = String(parts[0])
            let expected = parts.dropFirst().joined(separator: " ")
            guard expected != "-" else {
                XCTAssertThrowsError(try FaultSpec.parse(spec), example)
                continue
            }
            let (pointName, outcomeList) = try XCTUnwrap(split(expected), example)
            let calls = outcomeList.components(separatedBy: ", ")
            let injector = FaultInjector(plan: try FaultSpec.parse(spec), seed: 1)
            let point = try XCTUnwrap(FaultPoint.named(pointName, among: injector.points), example)

            let actual = await outcomes(of: injector, at: point, calls: calls.count)

            XCTAssertEqual(actual, calls, example)
        }
    }

    private func documentedExamples() throws -> [String] {
        let docs = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Docs/faults.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let block = try XCTUnwrap(text.components(separatedBy: "```faults-examples\n").dropFirst().first)
        let body = try XCTUnwrap(block.components(separatedBy: "```").first)
        return body.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    private func split(_ expected: String) -> (String, String)? {
        guard let colon = expected.firstIndex(of: ":") else { return nil }
        return (String(expected[..<colon]), String(expected[expected.index(after: colon)...]).trimmingCharacters(in: .whitespaces))
    }
}
