@testable import Adapters
import Entities
import TaschTestSupport
import XCTest

/// What the catalogue file's sections hold, each under its section, compared as the fuzzers and the oracle tests compare
/// the two decoders' catalogues.
final class CatalogueSectionsTests: XCTestCase {
    func test_subscript_givesTheEmptyValueOfASectionNeverSet() {
        XCTAssertEqual(CatalogueSections.none[GiftCardsSection.self], [])
    }

    func test_subscript_givesWhatASectionWasSetTo() {
        var sut = CatalogueSections.none

        sut.set([makeGiftCard("A1", cents: 500)], for: GiftCardsSection.self)

        XCTAssertEqual(sut[GiftCardsSection.self], [makeGiftCard("A1", cents: 500)])
    }

    func test_equality_holdsBetweenASectionSetEmptyAndOneLeftOut() {
        var sut = CatalogueSections.none

        sut.set([], for: GiftCardsSection.self)

        XCTAssertEqual(sut, .none)
    }

    func test_equality_failsBetweenSectionsHoldingOtherValues() {
        var (one, other) = (CatalogueSections.none, CatalogueSections.none)

        one.set([makeGiftCard("A1", cents: 500)], for: GiftCardsSection.self)
        other.set([makeGiftCard("A1", cents: 501)], for: GiftCardsSection.self)

        XCTAssertNotEqual(one, other)
        XCTAssertNotEqual(one, .none)
    }
}
