@testable import Drivers
import XCTest

/// The manual page says what `--help` and `help` say: each of their rows is one of its tagged paragraphs.
final class WriteTheManualPageTests: XCTestCase {
    func test_manualPage_hasEveryRowOfHelpAsATaggedParagraph() {
        let page = paragraphs(ofManualPage: ManualPage.text)

        let rows = helpRows(UsageText.lines(columns: 100_000))

        XCTAssertEqual(rows.count, LaunchOptions.table.count + 5 + 3 + 10 + CommandHelp.all.count, "every option, variable, file, status and command")
        for row in rows {
            XCTAssertTrue(page.contains(row), "\(row) is not in the manual page")
        }
    }

    func test_manualPage_groupsTheCommandsAsTheShellsHelpDoes() {
        let groups = HelpText.overview(columns: nil).filter { $0.hasSuffix(":") }.map { ".SS " + $0.dropLast() }

        XCTAssertEqual(ManualPage.text.split(separator: "\n").filter { $0.hasPrefix(".SS ") }, groups.map { Substring($0) })
    }

    func test_manualPage_namesTheVersionAndTheSynopsis() {
        let lines = ManualPage.text.split(separator: "\n").map(String.init)

        XCTAssertEqual(lines.first, #".TH TASCH 1 "" "tasch 0.1.0" "User Commands""#)
        XCTAssertTrue(lines.contains(#".B tasch [options] [\-\-] [SCRIPT]"#), "\(lines)")
        XCTAssertTrue(lines.contains(#"tasch \- a shop in your terminal"#), "\(lines)")
    }

    func test_escaped_keepsBackslashesDashesAndLeadingDotsLiteral() {
        XCTAssertEqual(ManualPage.escaped(#"a\b --c"#), #"a\eb \-\-c"#)
        XCTAssertEqual(ManualPage.escaped(".local"), #"\&.local"#)
        XCTAssertEqual(ManualPage.escaped("'quoted'"), #"\&'quoted'"#)
    }

    // MARK: - Helpers

    /// Each "name  text" row of a help text unwrapped, as a pair.
    private func helpRows(_ lines: [String]) -> [Row] {
        lines.compactMap { line in
            let trimmed = line.drop { $0 == " " }
            guard line.hasPrefix("  "), let gap = trimmed.range(of: "  ") else { return nil }
            return Row(name: String(trimmed[..<gap.lowerBound]), text: String(trimmed[gap.upperBound...].drop { $0 == " " }))
        }
    }

    /// Each `.TP` paragraph of the page as its tag and its text, in plain words.
    private func paragraphs(ofManualPage page: String) -> [Row] {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.indices.compactMap { index in
            guard lines[index] == ".TP", index + 2 < lines.count, lines[index + 1].hasPrefix(".B ") else { return nil }
            return Row(name: plain(String(lines[index + 1].dropFirst(3))), text: plain(lines[index + 2]))
        }
    }

    private func plain(_ roff: String) -> String {
        roff.replacingOccurrences(of: #"\&"#, with: "").replacingOccurrences(of: #"\-"#, with: "-").replacingOccurrences(of: #"\e"#, with: #"\"#)
    }

    private struct Row: Equatable, CustomStringConvertible {
        let name: String
        let text: String
        var description: String { "\(name) | \(text)" }
    }
}
