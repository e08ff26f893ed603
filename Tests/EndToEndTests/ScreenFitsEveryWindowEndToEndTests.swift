import Foundation
import TaschTestSupport
import XCTest

/// `tasch --screen` on a pseudo-terminal at 80×24, 60×20, 40×15 and its smallest, 40×10, through a visit a person makes
/// (the catalogue, the wish list, the cart, the checkout's question, the receipt, the orders, the keys): on every view
/// the status line keeps `? help` and `q quit` (under a dialog, the keys that answer it), and no price or total is cut.
final class ScreenFitsEveryWindowEndToEndTests: XCTestCase {
    func test_everyView_keepsHelpAndQuitAndEveryAmountWhole_atEverySize() throws {
        for (columns, rows) in [(80, 24), (60, 20), (40, 15), (40, 10)] {
            let home = try TaschProcess()
            defer { home.cleanUp() }
            let shop = try ScreenOnATerminal(columns: columns, rows: rows, home: home)
            var views: [(String, [String])] = []
            func keep(_ name: String, after keys: String, until condition: @escaping ([String]) -> Bool) {
                shop.type(keys)
                views.append(("\(name) at \(columns)×\(rows)", shop.waitUntil("\(name) at \(columns)×\(rows)", condition)))
            }
            keep("the catalogue", after: "") { $0[1].hasPrefix("Catalogue: 10 products") && $0[0].hasSuffix("is empty") }
            keep("the wish list", after: "a" + ScreenOnATerminal.Keys.down + "aw") { $0[1] == "Your wish list: 2 items" && $0[0].hasSuffix("$103.50") }
            keep("the cart", after: "c") { $0.joined().contains("Check out") }
            keep("the checkout's question", after: ScreenOnATerminal.Keys.end + "\r") { $0.joined().contains("Place the order") }
            keep("the receipt", after: "y") { $0.joined().contains("Thank you!") }
            keep("the orders", after: "o") { $0[1].hasPrefix("Your orders: 1 order") }
            keep("the keys", after: "?") { $0.joined().contains("Keys") }
            shop.type(ScreenOnATerminal.Keys.escape + "q")
            XCTAssertEqual(shop.terminal.waitForExit(), 0)

            for (name, lines) in views {
                // Under a dialog, the status line says the keys that answer it, as under its lines.
                let status = lines[rows - 1]
                // The checkout's keys (the shop's: the promotion's and the card's) take 67 columns; narrower, the yes is shorter.
                let yes = columns < 67 ? "y orders" : "y places the order"
                if let answer = ["the checkout's question": yes, "the keys": rows < 24 ? "↑↓ scroll" : "Any key closes this."]
                    .first(where: { name.hasPrefix($0.key + " at") })?.value {
                    XCTAssertTrue(status.hasPrefix(answer), "\(name): \(status)")
                } else {
                    XCTAssertTrue(WindowReading.helpAndQuit.allSatisfy(status.contains), "\(name): \(status)")
                }
                XCTAssertEqual(lines.flatMap(WindowReading.cutAmounts), [], "\(name):\n\(lines.joined(separator: "\n"))")
                XCTAssertTrue(WindowReading.showsTheTotal(header: lines[0]), "\(name): \(lines[0])")
            }
            XCTAssertTrue(views[1].1.joined().contains("$103.50") && views[2].1.joined().contains("$103.50"), "the wish list's and the cart's total")
            XCTAssertTrue(views[5].1.joined().contains("$103.50"), "the order's total")
        }
    }
}
