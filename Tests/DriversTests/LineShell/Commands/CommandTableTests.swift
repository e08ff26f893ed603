@testable import Drivers
import Foundation
import XCTest

/// The command table is the one place a command is: every reader (the parser, `help`, the manual page, Tab) reads
/// exactly its entries, and nothing else in the drivers matches a command's word by hand.
final class CommandTableTests: XCTestCase {
    private let table = CommandTable.shop

    func test_everyEntry_parsesItsExampleAsItself() throws {
        let parser = CommandParser(table: table)

        for entry in table.entries {
            XCTAssertEqual(try parser.parse(entry.example)?.name, entry.name, entry.example)
        }
    }

    func test_everyWordOfTheTable_callsOneCommand_andIsReadInAnyCase() throws {
        let parser = CommandParser(table: table)

        XCTAssertEqual(Set(table.words).count, table.words.count, "a word twice: \(table.words)")
        for entry in table.entries {
            for word in entry.words {
                XCTAssertEqual(table.named(word)?.name, entry.name, word)
                let typed = ([word.uppercased()] + entry.example.split(separator: " ").dropFirst().map(String.init)).joined(separator: " ")
                XCTAssertEqual(try parser.parse(typed)?.name, entry.name, typed)
            }
        }
    }

    func test_aWordNotInTheTable_isNoCommand_whateverItIsNear() {
        let parser = CommandParser(table: table)

        for word in table.words.map({ $0 + "s" }) + table.words.map({ String($0.dropLast()) }) where table.named(word) == nil {
            XCTAssertThrowsError(try parser.parse(word), word) { error in
                XCTAssertTrue("\(error)".hasPrefix("unknown command"), "\(error)")
            }
        }
    }

    func test_help_listsExactlyTheTable_inItsGroups() {
        let help = HelpText(table: table)

        let overview = help.overview(columns: nil)
        let rows = overview.filter { $0.hasPrefix("  ") }
        XCTAssertEqual(rows, table.entries.map { "  " + $0.usage + String(repeating: " ", count: usageWidth - $0.usage.count + 2) + $0.summary })
        XCTAssertEqual(overview.filter { $0.hasSuffix(":") }, groupTitles.map { $0 + ":" })
        XCTAssertEqual(Set(groupTitles).count, groupTitles.count, "a group is listed once, with every command of it")
        XCTAssertEqual(help.document().map(\.name), table.names)
        for entry in table.entries {
            XCTAssertEqual(help.document(for: entry.words.last ?? "").map(\.usage), [entry.usage])
        }
    }

    func test_manualPage_listsExactlyTheTable_inItsGroups() throws {
        let page = try XCTUnwrap(ManualPage.text.components(separatedBy: ".SH COMMANDS\n").last?.components(separatedBy: "\n.SH ").first)
        let lines = page.split(separator: "\n").map(String.init)

        XCTAssertEqual(lines.filter { $0.hasPrefix(".B ") }, table.entries.map { ".B " + ManualPage.escaped($0.usage) })
        XCTAssertEqual(lines.filter { $0.hasPrefix(".SS ") }, groupTitles.map { ".SS " + $0 })
    }

    func test_tab_offersExactlyTheTablesWords_andHelpTheTablesNames() {
        let completer = CommandCompleter(table: table, productIDs: { _, _ in .none })

        XCTAssertEqual(completer.completions(after: [], typing: "").candidates.map(\.word), table.words)
        XCTAssertEqual(completer.completions(after: ["help"], typing: "").candidates.map(\.word), table.names)
    }

    func test_theLaunchOptionsCompleteTheTablesNamesAfterMinusC() throws {
        let option = try XCTUnwrap(LaunchOptions.table.first { $0.names == ["-c"] })

        XCTAssertEqual(option.value.map { ShellCompletion.words(for: $0.completion) }, table.names)
    }

    func test_noSourceOfTheDrivers_matchesACommandsWordByHand() throws {
        let drivers = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../../Sources/Drivers").standardized
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: drivers.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        let matched = try files.flatMap { file in
            let text = try String(contentsOf: drivers.appendingPathComponent(file), encoding: .utf8)
            return table.words.filter { text.contains("case \"\($0)\"") || text.contains("== \"\($0)\"") }.map { "\(file): \($0)" }
        }

        XCTAssertFalse(files.isEmpty)
        XCTAssertEqual(matched, [], "a command's word is the table's: read it from its entry")
    }

    // MARK: - Helpers

    private var usageWidth: Int { table.entries.map(\.usage.count).max() ?? 0 }

    private var groupTitles: [String] {
        table.entries.map(\.group.title).reduce(into: []) { titles, title in if titles.last != title { titles.append(title) } }
    }
}
