import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// A whole session at a terminal dragged down to 1 to 20 columns: the start screen, every screen a customer reaches,
/// the checkout's question, help, a gift card and the errors all print within the window, and the order is placed.
@MainActor
final class ShopInAFewColumnsSessionTests: XCTestCase {
    private let products = [
        makeProduct(id: 1, name: "Extraordinarily Long Handwoven Market Tote", priceCents: 6_450, colours: [Colour(hex: "2F4F4F")!]),
        makeProduct(id: 12, name: "Lamp", priceCents: 900, stock: 3),
        makeProduct(id: 5, name: "Stoneware Mug Set", priceCents: 4_800, stock: 0),
    ]
    private let lines = [
        "catalogue", "catalogue sort rating", "find a search that runs on far past the edge of any window", "catalogue all",
        "show 1", "add", "rate 4", "back", "add 12", "quantity 12 2", "add 5", "wish", "cart", "remove 5", "cart",
        "checkout --card winter-7kq2", "y", "orders", "order 1001", "card WINTER-7KQ2", "help", "help checkout", "shwo 1", "show 99",
    ]

    func test_everyCommand_answersWithinTheWindow_atEveryWidthFrom1To20() async throws {
        for width in 1...20 {
            let console = ScriptedConsole(lines: lines, isInteractive: true)
            let shell = try await makeShell(console: console, columns: width)

            let status = await shell.run()

            let printed = console.output + console.errors
            XCTAssertEqual(status, 0, "at \(width) columns:\n\(printed)")
            XCTAssertEqual(printed.split(separator: "\n").map(String.init).filter { DisplayWidth.of($0) > width }, [], "at \(width) columns:\n\(printed)")
            XCTAssertTrue(printed.filter { !$0.isWhitespace }.contains("Order#1001"), "at \(width) columns, no order placed:\n\(printed)")
        }
    }

    /// A shell selling the products, issuing the card, its state in memory, its output `columns` wide.
    private func makeShell(console: ScriptedConsole, columns: Int) async throws -> Shell {
        let world = ShopWorld(
            console: console, fileSystem: InMemoryFileSystem(), outputIsTerminal: true,
            builtInCatalogue: CatalogueFileText.json(for: makeCatalogue(products), giftCards: [makeGiftCard("WINTER-7KQ2", cents: 5_000)]),
            services: .stopped(), overrides: { $0.register((any ShopStateStore).self) { _ in InMemoryShopStateStore() } }
        )
        return try await CompositionRoot.makeShell(for: Session.composed(in: world, settings: .composed(usesColour: true), columns: columns)).0
    }
}
