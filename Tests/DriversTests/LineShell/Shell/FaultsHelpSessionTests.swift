@testable import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// What `help` says of `faults` is what `faults` shows: every column of its table is named.
@MainActor
final class FaultsHelpSessionTests: XCTestCase {
    func test_helpFaults_namesEveryColumnOfTheTableFaultsPrints() async throws {
        let console = ScriptedConsole(lines: ["faults", "help faults"], isInteractive: false)

        let status = await TaschApp.run(
            arguments: ["--catalogue", "/catalogue.json", "--state", "/state.json", "--fault-seed", "1"], environment: ["COLUMNS": "10000"],
            console: console, fileSystem: InMemoryFileSystem(files: ["/catalogue.json": smallCatalogueJSON]), outputIsTerminal: false,
            errorIsTerminal: false, services: .stopped(faultClock: ManualFaultClock(), canceller: CommandCanceller()), chooseSeed: { 77 }
        )

        XCTAssertEqual(status, 0, console.errors)
        let lines = console.output.split(separator: "\n").map(String.init)
        let header = try XCTUnwrap(lines.first { $0.hasPrefix("  point ") }, console.output)
        let columns = header.split(separator: #/  +/#).map { $0.trimmingCharacters(in: .whitespaces) }
        let summary = try XCTUnwrap(lines.firstIndex(of: "usage: faults").map { lines[$0 + 1] }, console.output)
        XCTAssertEqual(columns, ["point", "calls", "failed", "delayed", "lost", "next call"])
        for column in columns {
            XCTAssertTrue(summary.contains(column), "\"\(column)\" is not in help's \"\(summary)\"")
        }
    }
}
