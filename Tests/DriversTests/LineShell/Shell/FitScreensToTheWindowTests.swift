import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// Every screen fitted to a narrow terminal window: prose wrapped between words, tables never wider than the window,
/// names shortened first.
@MainActor
final class FitScreensToTheWindowTests: XCTestCase {
    private let columns = 40

    func test_catalogue_cutsOnlyANameWiderThanTheRoomLeftKeepingIDPriceAndStock() async {
        let console = await runShop(["catalogue"])

        XCTAssertEqual(wider(console.output), [])
        XCTAssertTrue(console.output.contains("""
           1  $64.50  Extraordinarily Long Hand…
          12   $9.00  Lamp  [only 3 left]
           5  $48.00  Stoneware Mug Set
                      [out of stock]

        """), console.output)
    }

    func test_catalogueAt30Columns_movesStockWordsUnderTheNameBeforeCuttingItAndNamesKeepTwelveCharacters() async {
        let console = await runShop(["catalogue"], columns: 30)

        XCTAssertEqual(wider(console.output, than: 30), [])
        XCTAssertTrue(console.output.contains("""
           1  $64.50  Extraordinarily…
          12   $9.00  Lamp
                      [only 3 left]
           5  $48.00  Stoneware Mug S…
                      [out of stock]

        """), console.output)
    }

    func test_catalogueInTheRatingOrderAt30Columns_givesEveryNameALineOfItsOwnUnderThePrice() async {
        let console = await runShop(["catalogue sort rating"], columns: 30)

        XCTAssertEqual(wider(console.output, than: 30), [])
        XCTAssertTrue(console.output.contains("""
           1  $64.50  not rated
              Extraordinarily Long Ha…
          12   $9.00  not rated
              Lamp  [only 3 left]

        """), console.output)
    }

    func test_productPage_wrapsTheDescriptionBetweenWordsAndTheColoursAndStepsUnderTheirColumn() async {
        let console = await runShop(["show 1"])

        XCTAssertEqual(wider(console.output), [])
        XCTAssertTrue(console.output.contains("  back        return to the previous\n              screen\n"), console.output)
        XCTAssertTrue(console.output.contains("""
        Sturdy waxed canvas with leather handles
        that soften with use. Folds flat when
        empty.
        Colours:    2F4F4F  C1A57B  B5A642
                    000000

        """), console.output)
    }

    func test_productPageInColour_wrapsEachSwatchTogetherWithItsCode() async {
        let console = await runShop(["show 1"], arguments: ["--color", "always"])

        XCTAssertEqual(wider(plain(console.output)), [])
        XCTAssertTrue(plain(console.output).contains("""
        Colours:    ██ 2F4F4F  ██ C1A57B
                    ██ B5A642  ██ 000000

        """), plain(console.output))
    }

    func test_wishListInColour_linesUpWrappedColoursUnderTheFirstColour() async {
        let console = await runShop(["add 1", "wish"], arguments: ["--color", "always"])

        XCTAssertEqual(wider(plain(console.output)), [])
        XCTAssertTrue(plain(console.output).contains("""
                     Colours: ██ 2F4F4F
                              ██ C1A57B
                              ██ B5A642
                              ██ 000000

        """), plain(console.output))
    }

    func test_wishListInColourAt30Columns_putsColoursThatCannotStandBesideTheirLabelUnderIt() async {
        let console = await runShop(["add 1", "wish"], arguments: ["--color", "always"], columns: 30)

        XCTAssertEqual(wider(plain(console.output), than: 30), [])
        XCTAssertTrue(plain(console.output).contains("""
                     Colours:
                     ██ 2F4F4F
                     ██ C1A57B

        """), plain(console.output))
    }

    func test_wishListAndCart_lineUpIDsAmountsAndQuantitiesAndCutDescriptionsToOneLine() async {
        let console = await runShop(["add 1", "add 12", "add 5", "quantity 12 2", "wish", "cart"])

        XCTAssertEqual(wider(console.output), [])
        XCTAssertTrue(console.output.contains("""
           1  $64.50       Extraordinarily Long…
                           A tote whose short d…
                           Colours: 2F4F4F
                                    C1A57B
                                    B5A642
                                    000000
          12  $18.00  2 ×  Lamp
                           A lamp
           5  $48.00       Stoneware Mug Set
                           [out of stock]
                           Four mugs

        """), console.output)
        XCTAssertTrue(console.output.contains("""
           1   $64.50       Extraordinarily Lon…
          12   $18.00  2 ×  Lamp
           5   $48.00       Stoneware Mug Set
                            [out of stock]
              $130.50       Sub-total
                 free       Shipping
              $130.50       Total

        """), console.output)
    }

    func test_cartAt30Columns_givesNamesALineOfTheirOwnAndKeepsEachTotalOnOne() async {
        let console = await runShop(["add 1", "add 12", "quantity 12 2", "cart"], columns: 30)

        XCTAssertEqual(wider(console.output, than: 30), [])
        XCTAssertTrue(console.output.contains("""
           1  $64.50
              Extraordinarily Long Ha…
          12  $18.00  2 ×
              Lamp
              $82.50  Sub-total
                free  Shipping
              $82.50  Total

        """), console.output)
    }

    func test_helpAndErrors_wrapWithinTheWindow() async {
        let console = await runShop(["help", "help catalogue", "shwo 1"])

        XCTAssertEqual(wider(console.output), [])
        XCTAssertEqual(wider(console.errors), [])
        XCTAssertTrue(console.output.contains("  home           the start screen: a few\n                 products and your wish\n"), console.output)
    }

    func test_faultAnnouncementAtStartUp_wrapsBetweenWordsAndListsOneEntryAPiece() async {
        let console = await runShop([], arguments: ["--faults", "catalogue=1*fail(no-internet);cart=30%fail;checkout=1*lose"], columns: 80)

        XCTAssertEqual(console.errors, """
        tasch: faults on (catalogue=1*fail(no-internet); cart=30%fail(no-internet);
          checkout=1*lose); seed 77: replay with --fault-seed 77

        """)
    }

    func test_problemAtStartUp_wrapsBetweenWords() async {
        let console = await runShop([], arguments: ["--locale", "xx_YY_a_locale_nobody_has"], columns: 40)

        XCTAssertEqual(wider(console.errors, than: 40), [])
        XCTAssertTrue(console.errors.hasPrefix("tasch: unknown locale\n  \"xx_YY_a_locale_nobody_has\":"), console.errors)
    }

    /// `text` as a person reads it: its escape sequences left out, and a no-break space as the space it looks like.
    private func plain(_ text: String) -> String {
        text.replacing(/\u{1B}\[[0-9;]*m/, with: "").replacing("\u{A0}", with: " ")
    }

    private func wider(_ text: String, than columns: Int? = nil) -> [String] {
        let columns = columns ?? self.columns
        return text.split(separator: "\n").map(String.init).filter { $0.count > columns }
    }

    private func runShop(_ lines: [String], arguments: [String] = [], columns: Int? = nil) async -> ScriptedConsole {
        let console = ScriptedConsole(lines: lines)
        let columns = columns ?? self.columns
        _ = await TaschApp.run(
            arguments: ["--catalogue", "/catalogue.json", "--state", "/state.json", "--color", "never"] + arguments,
            environment: [:],
            console: console,
            fileSystem: InMemoryFileSystem(files: ["/catalogue.json": longNamesCatalogue]),
            outputIsTerminal: true,
            windowColumns: { columns },
            services: .stopped(),
            chooseSeed: { 77 }
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
       "colors": [], "dimensions": [], "price": 9, "quantity": 3, "image": "lamp.png"},
      {"id": 5, "name": "Stoneware Mug Set", "shortDescription": "Four mugs", "description": "Glazed.",
       "colors": [], "dimensions": [], "price": 48, "quantity": 0, "image": "mugs.png"}
    ]}
    """.utf8)
}
