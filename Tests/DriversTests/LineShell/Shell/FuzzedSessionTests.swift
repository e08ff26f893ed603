import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// Thousands of generated lines through a whole shop: it never stops early, and every mistake is one line.
@MainActor
final class FuzzedSessionTests: XCTestCase {
    private let seed: UInt64 = 0x5E55_1_2026

    func test_session_answersEveryGeneratedLineAndEndsNormally() async throws {
        var generator = FuzzLines(seed: seed)
        var lines: [String] = []
        while lines.count < 2_000 {
            let line = generator.next(allowingHuge: lines.count == 1_000)
            // quit would end the session early, and is tested on its own.
            let first = line.split(whereSeparator: \.isWhitespace).first?.lowercased()
            if first != "quit", first != "exit" { lines.append(line) }
        }
        let console = ScriptedConsole(lines: lines)

        let status = await TaschApp.run(
            arguments: ["--catalogue", "/catalogue.json", "--state", "/state.json"],
            environment: [:],
            console: console,
            fileSystem: InMemoryFileSystem(files: ["/catalogue.json": smallCatalogueJSON]),
            outputIsTerminal: false,
            services: .stopped()
        )

        let context = "seed \(seed): replay with FuzzLines(seed: \(seed))"
        XCTAssertEqual(status, 1, "a script with mistakes ends with status 1: \(context)")
        let errorLines = console.errors.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let numbers = errorLines.map { line in line.hasPrefix("line ") ? line.dropFirst(5).prefix { $0.isNumber } : "" }
        XCTAssertFalse(numbers.contains(""), "an error line without its input line: \(context)")
        // `;` separates commands, so an input line has at most one error line per command in it.
        let errorsPerLine = Dictionary(grouping: numbers.compactMap { Int($0) }, by: { $0 }).mapValues(\.count)
        for (number, count) in errorsPerLine {
            let commands = lines[number - 1].split(separator: ";", omittingEmptySubsequences: false).count
            XCTAssertLessThanOrEqual(count, commands, "input line \(number) has more error lines than commands: \(context)")
        }
        XCTAssertGreaterThan(numbers.count, 500, "too few mistakes to be a fuzz test: \(context)")
        XCTAssertTrue(console.errors.isEmpty || console.errors.hasSuffix("\n"), context)
        XCTAssertFalse(console.errors.contains("\r") || console.errors.contains("\u{1B}"), context)
    }
}
