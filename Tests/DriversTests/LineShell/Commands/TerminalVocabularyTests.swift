@testable import Drivers
import Adapters
import Entities
import TaschTestSupport
import XCTest

/// Every next step a presenter offers is worded as the command the prompt reads for it.
final class TerminalVocabularyTests: XCTestCase {
    func test_everyNextStep_isWordedAsTheCommandThatTakesIt() throws {
        let sut = TerminalVocabulary()
        let expected: [(NextStep, Command)] = [
            (.openProduct, .show(id(1))), (.browseCatalogue, .catalogue), (.leaveSearch, .browse([.everyProduct])),
            (.showEveryProduct, .browse([.everyProduct])), (.nextPage("2"), .nextPage), (.previousPage("1"), .previousPage),
            (.anyPage, .browse([.page(3)])), (.search, .find("oak")), (.addProduct, .add(id(1))), (.addShownProduct, .add(nil)),
            (.removeProduct, .remove(id(1))), (.removeShownProduct, .remove(nil)), (.rateShownProduct, .rate(nil, stars: 3)),
            (.setQuantity, .quantity(id(1), 3)), (.back, .back), (.seeWishList, .wishList), (.seeCart, .cart),
            (.checkOut, .checkout(confirmed: false)), (.seeOrders, .orders(page: nil, pageSize: nil)), (.openOrder, .order(3)),
            (.anyPageOfOrders, .orders(page: 3, pageSize: nil)),
            (.remove(productID: "7"), .remove(id(7))), (.askForWhatIsLeft(productID: "7", quantity: "2"), .quantity(id(7), 2)),
        ]

        for (step, command) in expected {
            let filled = sut.words(for: step).replacingOccurrences(of: "ID", with: "1").replacingOccurrences(of: "TEXT", with: "oak")
                .replacingOccurrences(of: " N", with: " 3")
            XCTAssertEqual(try CommandParser.parse(filled), command, "\(step)")
        }
    }
}
