import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// Every screen fitted to a narrow terminal window: prose wrapped between words, tables never wider than the window,
/// names shortened first.
@MainActor
final class FitScreensToTheWindowTests: XCTestCase {
    private let columns = 40

    func test_catalogue_shortensNamesSoThatRowsFitKeepingIDPriceAndStock() async {
        let console = await runShop(["catalogue"])

        XCTAssertEqual(wider(console.output), [])
        XCTAssertTrue(console.output.contains("   1  Extraordinar…  $64.50  in stock\n"), console.output)
        XCTAssertTrue(console.output.contains("  12  Lamp            $9.00  only 3 left\n"), console.output)
    }

    func test_productPage_wrapsTheDescriptionBetweenWordsAndTheColoursUnderTheirColumn() async {
        let console = await runShop(["show 1"])

        XCTAssertEqual(wider(console.output), [])
        XCTAssertTrue(console.output.contains("""
        Sturdy waxed canvas with leather handles
        that soften with use. Folds flat when
        empty.
        Colours:    2F4F4F  C1A57B  B5A642
                    000000

        """), console.output)
    }

    func test_wishListAndCart_fitTheWindow() async {
        let console = await runShop(["add 1", "add 12", "wish", "cart"])

        XCTAssertEqual(wider(console.output), [])
        XCTAssertTrue(console.output.contains("   1  $64.50  Extraordinarily Long Hand…\n"), console.output)
        XCTAssertTrue(console.output.contains("  1  Extraordinarily Long Hand…  $64.50\n"), console.output)
    }

    func test_helpAndErrors_wrapWithinTheWindow() async {
        let console = await runShop(["help", "help catalogue", "shwo 1"])

        XCTAssertEqual(wider(console.output), [])
        XCTAssertEqual(wider(console.errors), [])
        XCTAssertTrue(console.output.contains("  home           the start screen: a few\n                 products and your wish\n"), console.output)
    }

    private func wider(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.count > columns }
    }

    private func runShop(_ lines: [String]) async -> ScriptedConsole {
        let console = ScriptedConsole(lines: lines)
        _ = await TaschApp.run(
            arguments: ["--catalogue", "/catalogue.json", "--state", "/state.json", "--color", "never"],
            environment: [:],
            console: console,
            fileSystem: InMemoryFileSystem(files: ["/catalogue.json": longNamesCatalogue]),
            outputIsTerminal: true,
            windowColumns: { self.columns },
            services: .stopped()
        )
        return console
    }

    private let longNamesCatalogue = Data("""
    {"currency": "USD", "products": [
      {"id": 1, "name": "Extraordinarily Long Handwoven Market Tote",
       "shortDescription": "A tote whose short description runs on past the edge of a narrow window",
       "description": "Sturdy waxed canvas with leather handles that soften with use. Folds flat when empty.",
       "colors": [{"value": "2F4F4F"}, {"value": "C1A57B"}, {"value": "B5A642"}, {"value": "000000"}],
       "dimensions": [], "price": 64.5, "quantity": 9, "image": "tote.png"},
      {"id": 12, "name": "Lamp", "shortDescription": "A lamp", "description": "Brass.",
       "colors": [], "dimensions": [], "price": 9, "quantity": 3, "image": "lamp.png"}
    ]}
    """.utf8)
}
