@testable import Drivers
import Adapters
import Entities
import TaschTestSupport
import XCTest

/// The words the presenters quote in hints are commands the prompt reads.
final class TerminalVocabularyTests: XCTestCase {
    func test_everyWord_isACommandTheParserReadsOnceItsPlaceholdersAreFilledIn() throws {
        let sut = TerminalVocabulary()
        let words = [
            sut.showProduct, sut.allProducts, sut.leaveSearch, sut.nextPage, sut.previousPage, sut.anyPage, sut.find, sut.addProduct,
            sut.addShownProduct, sut.removeProduct, sut.removeShownProduct, sut.rateShownProduct, sut.back, sut.wishList,
            sut.cart, sut.checkout, sut.help, sut.remove(id(7)), sut.setQuantity, sut.quantity(id(7), 2), sut.orders, sut.showOrder,
        ]

        for word in words {
            let filled = word.replacingOccurrences(of: "ID", with: "1").replacingOccurrences(of: "TEXT", with: "oak")
                .replacingOccurrences(of: " N", with: " 3")
            XCTAssertNotNil(try CommandParser.parse(filled), word)
        }
    }

    func test_everyNextStep_isWordedAsTheCommandThatTakesIt() throws {
        let sut = TerminalVocabulary()
        let expected: [(NextStep, Command)] = [
            (.openProduct, .show(id(1))), (.browseCatalogue, .catalogue), (.leaveSearch, .browse([.everyProduct])),
            (.showEveryProduct, .browse([.everyProduct])), (.nextPage("2"), .nextPage), (.previousPage("1"), .previousPage),
            (.anyPage, .browse([.page(3)])), (.search, .find("oak")), (.addProduct, .add(id(1))), (.addShownProduct, .add(nil)),
            (.removeProduct, .remove(id(1))), (.removeShownProduct, .remove(nil)), (.rateShownProduct, .rate(nil, stars: 3)),
            (.setQuantity, .quantity(id(1), 3)), (.back, .back), (.seeWishList, .wishList), (.seeCart, .cart),
            (.checkOut, .checkout(confirmed: false)), (.seeOrders, .orders), (.openOrder, .order(3)),
            (.remove(productID: "7"), .remove(id(7))), (.askForWhatIsLeft(productID: "7", quantity: "2"), .quantity(id(7), 2)),
        ]

        for (step, command) in expected {
            let filled = sut.words(for: step).replacingOccurrences(of: "ID", with: "1").replacingOccurrences(of: "TEXT", with: "oak")
                .replacingOccurrences(of: " N", with: " 3")
            XCTAssertEqual(try CommandParser.parse(filled), command, "\(step)")
        }
    }

    func test_remove_namesTheProductByItsID() throws {
        XCTAssertEqual(try CommandParser.parse(TerminalVocabulary().remove(id(7))), .remove(id(7)))
    }

    func test_quantity_namesTheProductByItsIDAndHowMany() throws {
        XCTAssertEqual(try CommandParser.parse(TerminalVocabulary().quantity(id(7), 2)), .quantity(id(7), 2))
    }
}
