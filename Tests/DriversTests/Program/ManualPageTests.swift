import Adapters
@testable import Drivers
import XCTest

/// The manual page says what `--help` and `help` say: each of their rows is one of its tagged paragraphs.
final class WriteTheManualPageTests: XCTestCase {
    func test_manualPage_hasEveryRowOfHelpAsATaggedParagraph() {
        let page = paragraphs(ofManualPage: ManualPage.text)

        let rows = helpRows(UsageText.lines(columns: 100_000))

        XCTAssertEqual(rows.count, LaunchOptions.table.count + 5 + 3 + ExitStatus.meanings.count + 1 + CommandTable.shop.entries.count,
            "every option, variable, file, status (and what a signal leaves) and command")
        for row in rows {
            XCTAssertTrue(page.contains(row), "\(row) is not in the manual page")
        }
    }

    func test_manualPage_groupsTheCommandsAsTheShellsHelpDoes() {
        let groups = HelpText(table: .shop).overview(columns: nil).filter { $0.hasSuffix(":") }.map { ".SS " + $0.dropLast() }

        XCTAssertEqual(ManualPage.text.split(separator: "\n").filter { $0.hasPrefix(".SS ") }, groups.map { Substring($0) })
    }

    func test_manualPage_namesTheVersionAndTheSynopsis() {
        let lines = ManualPage.text.split(separator: "\n").map(String.init)

        XCTAssertEqual(lines.first, #".TH TASCH 1 "" "tasch 0.1.0" "User Commands""#)
        XCTAssertTrue(lines.contains(#".B tasch [options] [\-\-] [SCRIPT]"#), "\(lines)")
        XCTAssertTrue(lines.contains(#"tasch \- a shop in your terminal"#), "\(lines)")
    }

    func test_manualPage_fullScreenSection_hasEveryKeyTheScreensHelpLists() throws {
        let page = paragraphs(ofManualPage: try section("FULL SCREEN"))

        let keys = ScreenHints(style: ScreenStyle(usesColour: false, isUnicode: false)).all.map { Row(name: $0.keys, text: $0.what) }

        XCTAssertEqual(page, keys)
        XCTAssertTrue(keys.contains(Row(name: "q", text: "quit")), "\(keys)")
    }

    func test_manualPage_faultsSection_hasTheParsersGrammarAndEveryPreset() throws {
        let faults = try section("FAULTS")
        let lines = faults.split(separator: "\n").map { plain(String($0)) }

        let grammar = try XCTUnwrap(lines.firstIndex(of: ".RS")).advanced(by: 1)
        XCTAssertEqual(Array(lines[grammar..<grammar + FaultSpec.grammar.count]), FaultSpec.grammar)
        XCTAssertEqual(paragraphs(ofManualPage: faults), FaultPreset.allCases.map { Row(name: $0.rawValue, text: $0.spec + "; " + $0.summary) })
        XCTAssertTrue(lines.contains { $0.contains("POINT is catalogue, product, ") }, faults)
    }

    func test_helpTextsAndTheManualPage_sendNoOneToAFileThatIsNotInstalled() {
        let help = (UsageText.lines(columns: 100_000) + HelpText(table: .shop).overview(columns: nil)).joined(separator: "\n")
        let pageBeforeSeeAlso = ManualPage.text.components(separatedBy: ".SH SEE ALSO")[0]

        XCTAssertFalse(help.contains("Docs/"), help)
        XCTAssertFalse(help.contains(".md"), help)
        XCTAssertFalse(pageBeforeSeeAlso.contains(".md"), pageBeforeSeeAlso)
        XCTAssertTrue(help.contains("see FAULTS in the manual: man tasch"), help)
        XCTAssertTrue(help.contains("FULL SCREEN in the manual: man tasch"), help)
    }

    func test_helpTexts_sayHowToReadTheManualBeforeTaschIsInstalledWhereverTheySendPeopleToIt() {
        let help = (UsageText.lines(columns: 100_000) + HelpText(table: .shop).overview(columns: nil)).joined(separator: "\n")

        let mentions = help.components(separatedBy: "man tasch").dropFirst()

        XCTAssertFalse(mentions.isEmpty, help)
        for after in mentions {
            XCTAssertTrue(after.hasPrefix(", or tasch --man-page | man -l - before installing"), "man tasch\(after.prefix(60))")
        }
    }

    func test_escaped_keepsBackslashesDashesAndLeadingDotsLiteral() {
        XCTAssertEqual(ManualPage.escaped(#"a\b --c"#), #"a\eb \-\-c"#)
        XCTAssertEqual(ManualPage.escaped(".local"), #"\&.local"#)
        XCTAssertEqual(ManualPage.escaped("'quoted'"), #"\&'quoted'"#)
    }

    // MARK: - Helpers

    /// The lines of the page's section `title`, up to the next section.
    private func section(_ title: String) throws -> String {
        let after = try XCTUnwrap(ManualPage.text.components(separatedBy: ".SH \(title)\n").dropFirst().first, "no section \(title)")
        return after.components(separatedBy: "\n.SH ")[0]
    }

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
