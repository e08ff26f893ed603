import Foundation
import XCTest

/// Docs/commands.md's table of exit statuses reads as `tasch --help` does: each status, with the same words.
final class ExitStatusesEndToEndTests: XCTestCase {
    private let commands = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Docs/commands.md").standardized

    func test_commandsReference_listsEveryExitStatusInTheWordsOfHelp() throws {
        let tasch = try TaschProcess()
        defer { tasch.cleanUp() }
        let help = try tasch.run(["--help"], environment: ["COLUMNS": "10000"])
        let documented = try String(contentsOf: commands, encoding: .utf8)

        let statuses = rows(ofSection: "exit status:", in: help.output)
        let table = documented.split(separator: "\n").map(String.init).filter { $0.range(of: #"^\| [0-9]+( \+ N)? \|"#, options: .regularExpression) != nil }

        XCTAssertEqual(statuses.count, 11, help.output)
        XCTAssertEqual(statuses.last?.status, "128 + N", "a signal that ends the shop")
        XCTAssertEqual(table, statuses.map { "| \($0.status) | \($0.meaning) |" })
    }

    /// The "status  meaning" rows of one section of `--help`, each on one line on so wide a window.
    private func rows(ofSection title: String, in help: String) -> [(status: String, meaning: String)] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: title) else { return [] }
        return lines[(start + 1)...].prefix { !$0.isEmpty }.compactMap { line in
            let words = line.drop { $0 == " " }
            guard let gap = words.range(of: "  ") else { return nil }
            return (String(words[..<gap.lowerBound]), String(words[gap.upperBound...]))
        }
    }
}
