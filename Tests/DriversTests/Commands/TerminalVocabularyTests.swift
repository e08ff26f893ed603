@testable import Drivers
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

    func test_remove_namesTheProductByItsID() throws {
        XCTAssertEqual(try CommandParser.parse(TerminalVocabulary().remove(id(7))), .remove(id(7)))
    }

    func test_quantity_namesTheProductByItsIDAndHowMany() throws {
        XCTAssertEqual(try CommandParser.parse(TerminalVocabulary().quantity(id(7), 2)), .quantity(id(7), 2))
    }
}
