import Adapters
@testable import Drivers
import Foundation
import TaschTestSupport
import UseCases
import XCTest

/// In JSON mode each command answers with one object under the key its table entry names, so a script can rely on it.
@MainActor
final class CommandJSONNamesSessionTests: XCTestCase {
    func test_everyEntrysExample_answersUnderItsJSONName() async throws {
        // Two orders, a page of one order, a product or two on the wish list: every example has something to show, in
        // one of the two shops (`add 3` needs it off the list, `remove 3` on it).
        let orders = ["add 1", "checkout --yes", "add 2", "checkout --yes", "orders --page-size 1", "add 6"]
        let named = CommandTable.shop.entries.filter { $0.jsonName != nil }

        for entry in named {
            var keys: [String] = []
            for setup in [orders, orders + ["add 3"]] {
                let output = try await run(setup + ["mode json", entry.example])
                let last = try XCTUnwrap(output.split(separator: "\n").last, entry.name)
                let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any], String(last))
                keys += object.keys
            }
            XCTAssertTrue(keys.contains(entry.jsonName ?? ""), "\(entry.example): \(keys)")
            XCTAssertEqual(keys.filter { $0 != entry.jsonName && $0 != "error" }, [], entry.example)
        }
        XCTAssertGreaterThan(named.count, CommandTable.shop.entries.count / 2)
    }

    private func run(_ lines: [String]) async throws -> String {
        let console = ScriptedConsole(lines: lines)
        let products = (1...6).map { makeProduct(id: $0, stock: 10) }
        let world = ShopWorld(
            console: console, fileSystem: InMemoryFileSystem(), outputIsTerminal: false,
            builtInCatalogue: CatalogueFileText.json(for: makeCatalogue(products), giftCards: [makeGiftCard("WINTER-7KQ2", cents: 5_000)]),
            services: .stopped(), overrides: { $0.register((any ShopStateStore).self) { _ in InMemoryShopStateStore() } }
        )
        let (shell, _) = try await CompositionRoot.makeShell(for: Session.composed(in: world))
        _ = await shell.run()
        return console.output
    }
}
