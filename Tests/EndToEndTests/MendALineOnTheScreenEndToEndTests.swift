import Foundation
import XCTest

/// A wish list whose total became too large to count (a price raised in the catalogue since) cannot be shown, and the
/// full screen still lets the customer mend it: `-` and `a` act on what the product's page says is wished for.
final class MendALineOnTheScreenEndToEndTests: EndToEndTestCase {
    func test_minusAndA_mendALineWhoseTotalIsTooLargeToCount() throws {
        let cheap = try catalogue(priced: "1", named: "cheap.json")
        let dear = try catalogue(priced: "92233720368547758.07", named: "dear.json")
        let added = try tasch.run(["--catalogue", cheap.path, "--state", statePath, "-c", "add 1", "-c", "quantity 1 3"])
        XCTAssertEqual(added.status, 0, added.errors)

        let shop = try ScreenOnATerminal(columns: 120, rows: 30, arguments: ["--catalogue", dear.path], home: tasch)
        shop.waitFor("the total is too large to count")
        shop.waitFor("3 wished for")
        shop.type("-")
        shop.waitFor("2 wished for")
        shop.type("a")
        shop.waitFor("Your wish list is empty")
        shop.type("q")

        XCTAssertEqual(shop.terminal.waitForExit(), 0)
    }

    private func catalogue(priced price: String, named name: String) throws -> URL {
        let file = tasch.folder.appendingPathComponent(name)
        try Data(#"{"currency": "USD", "products": [{"id": 1, "name": "Dear", "price": \#(price), "quantity": 12}]}"#.utf8).write(to: file)
        return file
    }
}
