import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// `faults` at a terminal narrower than its table: each point's counters on one line, under a header that fits, and
/// what its next call meets on the line under it, instead of rows the terminal breaks anywhere.
@MainActor
final class FaultsTableInAFewColumnsTests: XCTestCase {
    func test_faults_at40Columns_putsEachPointsNextCallUnderItsCounters_everyLineWithinTheWindow() async throws {
        let console = ScriptedConsole(lines: ["catalogue", "faults"], isInteractive: true)
        let shell = try await makeShell(console: console, columns: 40)

        _ = await shell.run()

        let table = console.output.components(separatedBy: "\n").drop { !$0.hasPrefix("  point") }
        XCTAssertEqual(Array(table.prefix(3)), [
            "  point     calls failed delayed lost",
            "  catalogue     2      1       0    0",
            "    next call: ok",
        ])
        XCTAssertEqual(table.filter { DisplayWidth.of($0) > 40 }, [])
        XCTAssertTrue(table.contains("    next call: 1*fail(no-internet)"), console.output)
    }

    func test_faults_whereTheTableFits_keepsOneRowAPoint() async throws {
        let console = ScriptedConsole(lines: ["faults"], isInteractive: true)
        let shell = try await makeShell(console: console, columns: 80)

        _ = await shell.run()

        XCTAssertTrue(console.output.contains("  point       calls   failed  delayed     lost  next call\n"), console.output)
        XCTAssertFalse(console.output.contains("next call: "), console.output)
    }

    /// A shell whose every point fails its next call once, its state in memory, its output `columns` wide.
    private func makeShell(console: ScriptedConsole, columns: Int) async throws -> Shell {
        let world = ShopWorld(
            console: console, fileSystem: InMemoryFileSystem(), outputIsTerminal: true,
            builtInCatalogue: CatalogueFileText.json(for: makeCatalogue([makeProduct(id: 1)])),
            services: .stopped(), overrides: { $0.register((any ShopStateStore).self) { _ in InMemoryShopStateStore() } }
        )
        return try await CompositionRoot.makeShell(for: Session.composed(in: world, faults: "*=1*fail", columns: columns)).0
    }
}
