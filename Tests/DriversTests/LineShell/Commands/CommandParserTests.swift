@testable import Drivers
import TaschTestSupport
import UseCases
import XCTest

final class CommandParserTests: XCTestCase {
    func test_parse_readsEveryCommandAndAlias() throws {
        let expectations: [(String, Command)] = [
            ("home", .home), ("catalogue", .catalogue), ("list", .catalogue), ("show 3", .show(id(3))), ("show", .show(nil)),
            ("add", .add(nil)), ("add 3", .add(id(3))), ("remove", .remove(nil)), ("remove 12", .remove(id(12))),
            ("wish", .wishList), ("wishlist", .wishList), ("cart", .cart), ("checkout", .checkout(confirmed: false)),
            ("checkout --yes", .checkout(confirmed: true)), ("rate 4", .rate(nil, stars: 4)), ("rate 3 5", .rate(id(3), stars: 5)),
            ("back", .back), ("help", .help(nil)), ("help show", .help("show")), ("quit", .quit(status: nil)),
            ("exit", .quit(status: nil)), ("quit 3", .quit(status: 3)), ("quantity 6 2", .quantity(id(6), 2)), ("qty #6 0", .quantity(id(6), 0)),
            ("quantity 3", .quantity(nil, 3)), ("orders", .orders(page: nil, pageSize: nil)), ("history", .orders(page: nil, pageSize: nil)), ("order 1001", .order(1001)), ("order #1001", .order(1001)),
        ]

        for (line, command) in expectations {
            XCTAssertEqual(try CommandParser.parse(line), command, line)
        }
    }

    func test_parse_ignoresCaseOfTheCommandAndSurroundingSpace() throws {
        XCTAssertEqual(try CommandParser.parse("  SHOW\t3  "), .show(id(3)))
    }

    func test_parse_returnsNilForEmptyLinesAndComments() throws {
        XCTAssertNil(try CommandParser.parse(""))
        XCTAssertNil(try CommandParser.parse("   "))
        XCTAssertNil(try CommandParser.parse("# show 3"))
    }

    func test_parse_refusesAnUnknownCommandSuggestingTheNearest() {
        XCTAssertThrowsError(try CommandParser.parse("shwo 3")) { error in
            XCTAssertEqual((error as? CommandError)?.description, "unknown command \"shwo\": did you mean \"show\"? type \"help\" to see the commands")
        }
    }

    func test_parse_refusesAnUnknownCommandWithoutASuggestionWhenNothingIsClose() {
        XCTAssertThrowsError(try CommandParser.parse("xyzzy")) { error in
            XCTAssertEqual((error as? CommandError)?.description, "unknown command \"xyzzy\": type \"help\" to see the commands")
        }
    }

    func test_parse_refusesMissingMalformedZeroAndOverflowingIDs() {
        let expectations = [
            ("show abc", "\"abc\" is not a product id: ids are whole numbers, like 3"),
            ("show 0", "no product with id 0: ids start at 1"),
            ("show -2", "no product with id -2: ids start at 1"),
            ("show #", "\"#\" is not a product id: ids are whole numbers, like 3"),
            ("show +3", "\"+3\" is not a product id: ids are whole numbers, like 3"),
            ("show 1 2", "show takes at most one product id: usage: show [ID]"),
            ("add 1 2", "add takes at most one product id: usage: add [ID]"),
            ("cart now", "cart takes no arguments: usage: cart"),
            ("rate", "rate needs 1 to 5 stars, and may name the product first: usage: rate [ID] N"),
            ("rate 3 lots", "\"lots\" is not a number of stars: give 1 to 5"),
            ("checkout now", "checkout takes --yes, --promo CODE and --card CODE, each once: usage: checkout [--yes] [--promo CODE] [--card CODE]"),
            ("quantity", "quantity needs how many, and may name the product first: usage: quantity [ID] N"),
            ("qty 1 2 3", "quantity needs how many, and may name the product first: usage: quantity [ID] N"),
            ("qty 1 -2", "\"-2\" is not a quantity: give a whole number from 0 (0 takes the product off)"),
            ("qty 1 lots", "\"lots\" is not a quantity: give a whole number from 0 (0 takes the product off)"),
            ("order", "order needs an order number: usage: order N"),
            ("order 1 2", "order takes one order number: usage: order N"),
            ("order last", "\"last\" is not an order number: type \"orders\" to see yours"),
            ("orders 2", "orders does not know \"2\": usage: orders [page N] [--page-size N]"),
            ("quit 300", "\"300\" is not an exit status: use a whole number from 0 to 255"),
        ]

        for (line, message) in expectations {
            XCTAssertThrowsError(try CommandParser.parse(line), line) { error in
                XCTAssertEqual((error as? CommandError)?.description, message, line)
            }
        }
    }

    func test_parse_readsAnIDWrittenAsTitlesPrintIt() throws {
        XCTAssertEqual(try CommandParser.parse("show #3"), .show(id(3)))
        XCTAssertEqual(try CommandParser.parse("add #12"), .add(id(12)))
        XCTAssertEqual(try CommandParser.parse("rate #3 5"), .rate(id(3), stars: 5))
    }

    func test_parse_saysNoProductHasAnIDTooLongToCount() {
        for (line, shown) in [("show 99999999999999999999", "99999999999999999999"), ("remove #\(String(repeating: "9", count: 60))", String(repeating: "9", count: 40) + "…")] {
            XCTAssertThrowsError(try CommandParser.parse(line), line) { error in
                XCTAssertEqual((error as? CommandError)?.description, "no product with id \(shown)", line)
                XCTAssertEqual((error as? CommandError)?.kind, "product-not-found", line)
            }
        }
    }

    func test_parse_quotesControlCharactersVisiblyAndShortensLongWords() {
        XCTAssertThrowsError(try CommandParser.parse("\u{1B}[2J")) { error in
            XCTAssertEqual((error as? CommandError)?.description, "unknown command \"␛[2J\": type \"help\" to see the commands")
        }
        XCTAssertThrowsError(try CommandParser.parse(String(repeating: "z", count: 100_000))) { error in
            XCTAssertLessThan((error as? CommandError)?.description.count ?? .max, 120)
        }
    }

    func test_parse_readsBrowsingCommandsOnCatalogueFindNextAndPrev() throws {
        let expectations: [(String, Command)] = [
            ("catalogue sort price", .browse([.sort(CatalogueSort(.price))])),
            ("catalogue sort -Price", .browse([.sort(CatalogueSort(.price, descending: true))])),
            ("list in-stock sort rating page 2", .browse([.inStockOnly, .sort(CatalogueSort(.rating, descending: true)), .page(2)])),
            ("catalogue sort -rating", .browse([.sort(CatalogueSort(.rating))])),
            ("catalogue all", .browse([.everyProduct])), ("catalogue ALL sort -price", .browse([.everyProduct, .sort(CatalogueSort(.price, descending: true))])),
            ("catalogue page 1,913", .browse([.page(1_913)])), ("catalogue page 12,345,678", .browse([.page(12_345_678)])),
            ("catalogue --page-size 50", .browse([.pageSize(PageSize(50)!)])),
            ("orders page 2 --page-size 5", .orders(page: 2, pageSize: PageSize(5)!)),
            ("find oak  board", .find("oak board")), ("search Café", .find("Café")),
            ("next", .nextPage), ("prev", .previousPage), ("previous", .previousPage),
        ]

        for (line, command) in expectations {
            XCTAssertEqual(try CommandParser.parse(line), command, line)
        }
    }

    func test_parse_refusesBadCatalogueArgumentsWithUsageOnUnknownWordsKeysAndNumbers() {
        let usage = "usage: catalogue [all] [sort [-]price|name|rating|stock] [in-stock] [page N] [--page-size N]"
        let expectations = [
            ("catalogue cheap", "catalogue does not know \"cheap\": \(usage)"),
            ("catalogue sort", "catalogue sort needs one of price, name, rating, stock: \(usage)"),
            ("catalogue sort colour", "catalogue cannot sort by \"colour\": use price, name, rating, stock, with - to reverse the order: \(usage)"),
            ("catalogue page 0", "catalogue page needs a whole number from 1: \(usage)"),
            ("catalogue page 1,91", "catalogue page needs a whole number from 1: \(usage)"),
            ("catalogue page ,913", "catalogue page needs a whole number from 1: \(usage)"),
            ("catalogue page 1913,", "catalogue page needs a whole number from 1: \(usage)"),
            ("catalogue --page-size 5000", "catalogue --page-size needs a whole number from 1 to 1000: \(usage)"),
            ("find", "find needs the text to look for: usage: find TEXT"),
            ("next 2", "next takes no arguments: usage: next"),
        ]

        for (line, message) in expectations {
            XCTAssertThrowsError(try CommandParser.parse(line), line) { error in
                XCTAssertEqual((error as? CommandError)?.description, message, line)
            }
        }
    }
}
