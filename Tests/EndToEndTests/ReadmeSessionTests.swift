import Foundation
import XCTest

/// The session the README shows is real: running its command prints exactly its text.
final class ReadmeSessionTests: XCTestCase {
    func test_readmeSession_printsWhatTheReadmeShows() throws {
        let tasch = try TaschProcess()
        defer { tasch.cleanUp() }
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md"),
            encoding: .utf8
        )
        let block = try XCTUnwrap(readme.components(separatedBy: "```text\n").dropFirst().first?.components(separatedBy: "```").first)
        let commandLine = try XCTUnwrap(block.split(separator: "\n", maxSplits: 1).first)
        let shown = String(block.dropFirst(commandLine.count + 1))
        let input = try XCTUnwrap(commandLine.components(separatedBy: "printf '").dropFirst().first?.components(separatedBy: "'").first)

        let result = try tasch.run(input: input.replacingOccurrences(of: "\\n", with: "\n"))

        XCTAssertEqual(result.output, shown + "\n")
    }
}
