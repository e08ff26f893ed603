import Entities
import TaschTestSupport
import XCTest

final class WishListTests: XCTestCase {
    func test_add_appendsInOrderOneOfEachRememberingItsPriceNow() throws {
        var list = WishList()

        try list.add(makeProduct(id: 2, priceCents: 1_890))
        try list.add(makeProduct(id: 1))

        XCTAssertEqual(list.entries, [entry(2, priceWhenAdded: dollars(cents: 1_890)), entry(1, priceWhenAdded: dollars(cents: 1_000))])
        XCTAssertEqual(list.itemCount, 2)
    }

    func test_add_refusesAProductAlreadyThere() {
        var list = wished(1)

        XCTAssertThrowsError(try list.add(makeProduct(id: 1))) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .alreadyInWishList(makeProduct(id: 1)))
        }
        XCTAssertEqual(list, wished(1))
    }

    func test_add_refusesOneItemMoreThanCanBeCounted() {
        var list = wishList([entry(1, quantity: Int.max)])

        XCTAssertThrowsError(try list.add(makeProduct(id: 2))) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .tooManyItems)
        }
        XCTAssertEqual(list.productIDs, [id(1)])
    }

    func test_remove_takesTheWholeEntryOffAndReturnsIt() throws {
        var list = wishList([entry(1, quantity: 3), entry(2)])

        XCTAssertEqual(try list.remove(makeProduct(id: 1)), entry(1, quantity: 3))
        XCTAssertEqual(list, wished(2))
        XCTAssertEqual(list.itemCount, 1)
        XCTAssertNil(list.entry(for: id(1)))
        XCTAssertEqual(list.entry(for: id(2)), entry(2))
    }

    func test_removeByID_takesOffAnEntryWhoseProductIsNoLongerSold() throws {
        var list = wishList([entry(7, quantity: 2), entry(1)])

        let removed = try list.remove(id(7))

        XCTAssertEqual(removed, entry(7, quantity: 2))
        XCTAssertEqual(list.productIDs, [id(1)])
        XCTAssertEqual(list.itemCount, 1)
    }

    func test_removeByID_refusesAnEntryNotThereNamingTheID() {
        var list = wishList([entry(1)])

        XCTAssertThrowsError(try list.remove(id(7))) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .notWished(id(7)))
        }
    }

    func test_remove_refusesAProductNotThere() {
        var list = wished(1)

        XCTAssertThrowsError(try list.remove(makeProduct(id: 9))) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .notInWishList(makeProduct(id: 9)))
        }
    }

    func test_init_keepsARepeatedProductOnceWhereItFirstAppears() throws {
        let list = try WishList([entry(1, quantity: 2), entry(2), entry(1, quantity: 5)])

        XCTAssertEqual(list.entries, [entry(1, quantity: 2), entry(2)])
        XCTAssertEqual(list.itemCount, 3)
    }

    func test_init_refusesEntriesTooManyToCountNamingTheEntry() {
        XCTAssertThrowsError(try WishList([entry(1, quantity: Int.max), entry(2), entry(3)])) { error in
            XCTAssertEqual(error as? WishList.Refusal, WishList.Refusal(entryIndex: 1, violation: .tooManyItems))
        }
    }

    func test_removeAll_takesOffWhatIsNamedAndPassesOverWhatIsNotThere() {
        var list = wishList([entry(1), entry(2, quantity: 2), entry(3)])

        list.removeAll([id(1), id(3), id(9)])

        XCTAssertEqual(list, wishList([entry(2, quantity: 2)]))
        XCTAssertEqual(list.itemCount, 2)
        XCTAssertTrue(list.contains(id(2)))
        XCTAssertFalse(list.contains(id(1)))
    }
}

final class WishListQuantityTests: XCTestCase {
    func test_setQuantity_setsHowManyAreWishedForKeepingThePriceWhenAdded() throws {
        var list = wishList([entry(1, priceWhenAdded: dollars(cents: 900)), entry(2)])

        try list.setQuantity(3, of: makeProduct(id: 1, stock: 3))

        XCTAssertEqual(list.entries, [entry(1, quantity: 3, priceWhenAdded: dollars(cents: 900)), entry(2)])
        XCTAssertEqual(list.itemCount, 4)
    }

    func test_setQuantity_takesTheEntryOffAtZero() throws {
        var list = wishList([entry(1, quantity: 2), entry(2)])

        try list.setQuantity(0, of: makeProduct(id: 1))

        XCTAssertEqual(list, wished(2))
    }

    func test_setQuantity_refusesMoreThanTheStockLeftNamingHowManyAreLeft() {
        var list = wishList([entry(1, priceWhenAdded: dollars(cents: 900))])

        XCTAssertThrowsError(try list.setQuantity(3, of: makeProduct(id: 1, stock: 2))) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .notEnoughStock([StockShortfall(makeProduct(id: 1, stock: 2), quantity: 3)]))
        }
        XCTAssertEqual(list, wishList([entry(1, priceWhenAdded: dollars(cents: 900))]))
    }

    func test_setQuantity_allowsExactlyTheStockLeft() throws {
        var list = wished(1)

        try list.setQuantity(2, of: makeProduct(id: 1, stock: 2))

        XCTAssertEqual(list.entry(for: id(1))?.quantity, 2)
    }

    func test_setQuantity_refusesANegativeQuantityAndAProductNotThere() {
        var list = wished(1)

        XCTAssertThrowsError(try list.setQuantity(-1, of: makeProduct(id: 1))) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .invalidQuantity(-1))
        }
        XCTAssertThrowsError(try list.setQuantity(1, of: makeProduct(id: 9))) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .notInWishList(makeProduct(id: 9)))
        }
    }

    func test_setQuantity_refusesAQuantityThatMakesMoreItemsThanCanBeCounted() {
        var list = wishList([entry(1, quantity: Int.max - 1), entry(2)])

        XCTAssertThrowsError(try list.setQuantity(2, of: makeProduct(id: 2, stock: Int.max))) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .tooManyItems)
        }
        XCTAssertEqual(list.itemCount, Int.max)
    }

    func test_setQuantity_saysHowManyAreLeftBeforeCountingWhatSoManyWouldCost() {
        var list = wishList([entry(1, priceWhenAdded: dollars(cents: 6_450))])

        XCTAssertThrowsError(try list.setQuantity(Int.max, of: makeProduct(id: 1, priceCents: 6_450, stock: 12))) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .notEnoughStock([StockShortfall(makeProduct(id: 1, priceCents: 6_450, stock: 12), quantity: Int.max)]))
        }
    }

    func test_setQuantity_refusesAQuantityWhoseLineCostsMoreThanCanBeCounted() {
        let dear = makeProduct(id: 1, priceCents: Int.max, stock: 12)
        var list = WishList()
        XCTAssertNoThrow(try list.add(dear))

        XCTAssertThrowsError(try list.setQuantity(2, of: dear)) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .amountTooLarge)
        }
        XCTAssertEqual(list.entry(for: id(1))?.quantity, 1)
    }

    func test_setQuantity_refusesAQuantityThatMakesTheTotalMoreThanCanBeCounted() {
        var list = wishList([entry(1, priceWhenAdded: dollars(cents: Int.max / 2)), entry(2, priceWhenAdded: dollars(cents: Int.max / 4))])

        XCTAssertThrowsError(try list.setQuantity(3, of: makeProduct(id: 2, priceCents: Int.max / 4))) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .amountTooLarge)
        }
        XCTAssertNoThrow(try list.setQuantity(2, of: makeProduct(id: 2, priceCents: Int.max / 4)))
    }

    func test_add_refusesAProductThatMakesTheTotalMoreThanCanBeCounted() {
        var list = wishList([entry(1, priceWhenAdded: dollars(cents: Int.max))])

        XCTAssertThrowsError(try list.add(makeProduct(id: 2, priceCents: 1))) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .amountTooLarge)
        }
        XCTAssertEqual(list.productIDs, [id(1)])
        XCTAssertNoThrow(try list.add(makeProduct(id: 3, priceCents: 0)))
    }

    func test_setQuantity_alwaysLetsALineBeReducedHoweverMuchTheTotalOrTheStockLeft() throws {
        let repriced = makeProduct(id: 1, priceCents: Int.max, stock: 1)
        var list = wishList([entry(1, quantity: 5, priceWhenAdded: dollars(cents: 100)), entry(2, priceWhenAdded: dollars(cents: Int.max))])

        try list.setQuantity(4, of: repriced)
        try list.setQuantity(0, of: repriced)

        XCTAssertEqual(list, wishList([entry(2, priceWhenAdded: dollars(cents: Int.max))]))
    }

    func test_setQuantity_letsALineKeepItsQuantityThoughTheStockLeftIsLess() throws {
        let scarce = makeProduct(id: 1, priceCents: 100, stock: 1)
        var list = wishList([entry(1, quantity: 3, priceWhenAdded: dollars(cents: 100))])

        try list.setQuantity(3, of: scarce)

        XCTAssertEqual(list, wishList([entry(1, quantity: 3, priceWhenAdded: dollars(cents: 100))]))
    }

    func test_entry_keepsAPriceWhenAddedOfNothingForAProductGivenAway() throws {
        XCTAssertEqual(try WishListEntry(id(1), priceWhenAdded: dollars(cents: 0)).priceWhenAdded, dollars(cents: 0))
    }

    func test_entry_refusesAQuantityBelowOneAndAPriceBelowNothing() {
        XCTAssertThrowsError(try WishListEntry(id(1), quantity: 0)) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .invalidQuantity(0))
        }
        XCTAssertThrowsError(try WishListEntry(id(1), priceWhenAdded: dollars(cents: -1))) { error in
            XCTAssertEqual(error as? ShopRuleViolation, .negativePrice(dollars(cents: -1)))
        }
    }
}
