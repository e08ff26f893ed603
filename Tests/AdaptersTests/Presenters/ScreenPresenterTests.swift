import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

final class ScreenPresenterTests: XCTestCase {
    private let money = MoneyFormatter(localeIdentifier: "en_US")

    func test_catalogue_showsIDNamePriceAndStockOfEachProduct() {
        let catalogue = makeCatalogue([
            makeProduct(id: 1, name: "Tote", priceCents: 6_450, stock: 9),
            makeProduct(id: 2, name: "Lamp", priceCents: 143_900, stock: 2),
            makeProduct(id: 3, name: "Stool", priceCents: 100, stock: 0),
        ])

        let viewModel = CataloguePresenter(money: money).map(makeFirstPage(catalogue))

        XCTAssertEqual(viewModel.title, "Catalogue: 3 products")
        XCTAssertEqual(viewModel.rows.map(\.id), ["1", "2", "3"])
        XCTAssertEqual(viewModel.rows.map(\.name), ["Tote", "Lamp", "Stool"])
        XCTAssertEqual(viewModel.rows.map(\.price), ["$64.50", "$1,439.00", "$1.00"])
        XCTAssertEqual(viewModel.rows.map(\.stock), ["in stock", "only 2 left", "out of stock"])
        XCTAssertNil(viewModel.emptyMessage)
    }

    func test_catalogue_groupsTheThousandsOfTheCountAndOfEveryPageNumber() {
        let page = CataloguePage(products: [makeProduct(id: 1)], query: CatalogueQuery(page: 1_000), matchCount: 123_456, catalogueCount: 123_456)

        let viewModel = CataloguePresenter(money: money).map(page)

        XCTAssertEqual(viewModel.title, "Catalogue: 123,456 products, page 1,000 of 6,173")
        XCTAssertEqual(viewModel.nextSteps, [.openProduct, .nextPage("1,001"), .previousPage("999"), .anyPage])
    }

    func test_catalogue_saysHowManyMoreThanItsPageMatchedAndNoPageCount_whileTheCountIsNotComplete() {
        let query = CatalogueQuery(searchText: "oak", page: 50, countsEveryMatch: false)
        let page = CataloguePage(products: [makeProduct(id: 1)], query: query, matchCount: 1_001, catalogueCount: 300_000, isCountComplete: false)

        let viewModel = CataloguePresenter(money: money).map(page)

        XCTAssertEqual(viewModel.title, "Catalogue: more than 1,000 products matching \"oak\", page 50")
        XCTAssertEqual(viewModel.nextSteps, [.openProduct, .nextPage("51"), .previousPage("49"), .anyPage, .leaveSearch])
    }

    func test_catalogue_showsTheCustomersStarsOnlyInTheRatingOrder() {
        let products = [makeProduct(id: 1), makeProduct(id: 2)]
        let rated = CataloguePage(products: products, query: CatalogueQuery(sort: CatalogueSort(.rating)), matchCount: 2, catalogueCount: 2, ratings: [id(1): Rating(stars: 4)!])
        let byPrice = CataloguePage(products: products, query: CatalogueQuery(sort: CatalogueSort(.price)), matchCount: 2, catalogueCount: 2, ratings: [id(1): Rating(stars: 4)!])
        let sut = CataloguePresenter(money: money)

        XCTAssertEqual(sut.map(rated).rows.map(\.rating), ["★★★★☆ 4/5", "not rated"])
        XCTAssertEqual(sut.map(byPrice).rows.map(\.rating), [nil, nil])
    }

    func test_shopfront_groupsTheThousandsOfABigCatalogue() throws {
        let products = (1...1_005).map { makeProduct(id: $0) }
        let shopfront = makeShopfront(products, wishList: makeWishList([]))

        let viewModel = ShopfrontPresenter(money: money).map(shopfront)

        XCTAssertEqual(viewModel.title, "Welcome to Tasch: 1,005 products to browse.")
        XCTAssertEqual(viewModel.more, "… and 1,001 more")
    }

    func test_catalogue_offersToLeaveASearchAndToSeeEveryProductWhenNoneMatches() {
        let sut = CataloguePresenter(money: money)
        let found = CataloguePage(products: [makeProduct()], query: CatalogueQuery(searchText: "oak"), matchCount: 1, catalogueCount: 3)
        let none = CataloguePage(products: [], query: CatalogueQuery(searchText: "zz"), matchCount: 0, catalogueCount: 3)
        let noneInStock = CataloguePage(products: [], query: CatalogueQuery(inStockOnly: true), matchCount: 0, catalogueCount: 3)

        XCTAssertEqual(sut.map(found).nextSteps, [.openProduct, .leaveSearch])
        XCTAssertEqual(sut.map(none).title, "Catalogue: 0 products matching \"zz\"")
        XCTAssertEqual(sut.map(none).emptyMessage, "No product matches")
        XCTAssertEqual(sut.map(none).nextSteps, [.leaveSearch, .showEveryProduct])
        XCTAssertEqual(sut.map(noneInStock).nextSteps, [.showEveryProduct])
    }

    func test_shopfront_offersNoSearchWhenTheStripShowsEveryProduct() {
        let viewModel = ShopfrontPresenter(money: money).map(makeShopfront([makeProduct()], wishList: makeWishList([])))

        XCTAssertNil(viewModel.more)
        XCTAssertEqual(viewModel.nextSteps, [.openProduct, .browseCatalogue, .seeWishList, .seeCart, .seeOrders])
    }

    func test_catalogue_saysSoWhenEmptyAndOffersNothingToShow() {
        let viewModel = CataloguePresenter(money: money).map(makeFirstPage(makeCatalogue([])))

        XCTAssertEqual(viewModel.emptyMessage, "The catalogue is empty: there is nothing to buy yet")
        XCTAssertEqual(viewModel.nextSteps, [])
    }

    func test_shopfront_notesInItsStripOnlyAStockThatRunsShort() {
        let products = [makeProduct(id: 1, stock: 12), makeProduct(id: 2, stock: 2)]

        let viewModel = ShopfrontPresenter(money: money).map(makeShopfront(products, wishList: makeWishList([])))

        XCTAssertEqual(viewModel.strip.map(\.notes), [[], ["only 2 left"]])
    }

    func test_shopfront_showsAShortStripAndTheWishListTotal() throws {
        let products = (1...9).map { makeProduct(id: $0, priceCents: 1_000) }
        let shopfront = makeShopfront(products, wishList: makeWishList(Array(products.prefix(2))))

        let viewModel = ShopfrontPresenter(money: money).map(shopfront)

        XCTAssertEqual(viewModel.strip.map(\.id), ["1", "2", "3", "4"])
        XCTAssertEqual(viewModel.more, "… and 5 more")
        XCTAssertEqual(viewModel.nextSteps, [.openProduct, .browseCatalogue, .search, .seeWishList, .seeCart, .seeOrders])
        XCTAssertEqual(viewModel.wishList, "Your wish list: 2 items, $20.00.")
    }

    func test_productDetail_formatsPriceSizesStockRatingAndWishListMark() {
        let product = makeProduct(
            id: 3, name: "Tote", priceCents: 6_450, stock: 12,
            colours: [Colour(hex: "2F4F4F")!],
            dimensions: [Dimension(axis: .height, centimeters: 48, inches: 19)!, Dimension(axis: .depth, centimeters: 12.5, inches: 4.9)!]
        )

        let viewModel = ProductDetailPresenter(money: money).map(makeDetail(product, rating: Rating(stars: 4), isInWishList: true))

        XCTAssertEqual(viewModel.title, "Tote (#3)")
        XCTAssertEqual(viewModel.price, "$64.50")
        XCTAssertEqual(viewModel.shipping, "Free worldwide shipping")
        XCTAssertEqual(viewModel.fields.map(\.label), ["Colours", "Sizes", "Stock", "Rating", "Wish list"])
        XCTAssertEqual(viewModel.colours("Colours")?.map(\.hex), ["2F4F4F"])
        XCTAssertEqual(viewModel.lines("Sizes"), ["H 48 cm / 19 in", "D 12.5 cm / 4.9 in"])
        XCTAssertEqual(viewModel.line("Stock"), "In stock (12 left)")
        XCTAssertEqual(viewModel.line("Rating"), "★★★★☆ 4/5")
        XCTAssertEqual(viewModel.line("Wish list"), "In your wish list, 1 wished for")
        XCTAssertEqual(viewModel.image, ProductDetailViewModel.Field(label: "Image", value: .lines(["product-3.png"])))
        XCTAssertEqual(viewModel.nextSteps, [.removeShownProduct, .setShownQuantity, .rateShownProduct, .back])
    }

    func test_productDetail_givesSizesBelowAnInchToOneDecimalFromTheCentimetresWhenTheInchesWereRoundedAway() {
        let product = makeProduct(dimensions: [
            Dimension(axis: .height, centimeters: 1, inches: 0)!, Dimension(axis: .width, centimeters: 2, inches: 0.8)!,
            Dimension(axis: .depth, centimeters: 0, inches: 0)!,
        ])

        let sizes = ProductDetailPresenter(money: money).map(makeDetail(product, rating: nil, isInWishList: false)).lines("Sizes")

        XCTAssertEqual(sizes, ["H 1 cm / 0.4 in", "W 2 cm / 0.8 in", "D 0 cm / 0 in"])
    }

    func test_productDetail_saysNotRatedOutOfStockAndOffersAdd() {
        let viewModel = ProductDetailPresenter(money: money).map(makeDetail(makeProduct(stock: 0), rating: nil, isInWishList: false))

        XCTAssertEqual(viewModel.line("Rating"), "Not rated yet")
        XCTAssertEqual(viewModel.line("Stock"), "Out of stock")
        XCTAssertEqual(viewModel.line("Wish list"), "Not in your wish list")
        XCTAssertEqual(viewModel.line("Colours"), "none listed")
        XCTAssertEqual(viewModel.line("Sizes"), "none listed")
        XCTAssertEqual(viewModel.nextSteps, [.addShownProduct, .rateShownProduct, .back])
    }

    func test_wishList_marksOutOfStockItemsAndTotalsThePrices() throws {
        let list = makeWishList([makeProduct(id: 1, priceCents: 6_450), makeProduct(id: 2, priceCents: 100, stock: 0)])

        let viewModel = WishListPresenter(money: money).map(list)

        XCTAssertEqual(viewModel.title, "Your wish list: 2 items")
        XCTAssertEqual(viewModel.items.map(\.notes), [[], ["out of stock"]])
        XCTAssertEqual(viewModel.total, "Total: $65.50")
    }

    func test_wishList_showsEachLinesQuantityAmountShortageAndEarlierPrice() throws {
        let list = try PricedWishList(currency: usd, lines: [
            WishListLine(makeProduct(id: 6, name: "Throw", priceCents: 19_900, stock: 1), quantity: 2, priceWhenAdded: dollars(cents: 18_900)),
            WishListLine(makeProduct(id: 1, name: "Tote", priceCents: 6_450), priceWhenAdded: dollars(cents: 6_000)),
        ])

        let viewModel = WishListPresenter(money: money).map(list)

        XCTAssertEqual(viewModel.title, "Your wish list: 3 items")
        XCTAssertEqual(viewModel.items.map(\.quantity), ["2 ×", nil])
        XCTAssertEqual(viewModel.items.map(\.name), ["Throw", "Tote"])
        XCTAssertEqual(viewModel.items.map(\.price), ["$398.00", "$64.50"])
        XCTAssertEqual(viewModel.items.map(\.notes), [["only 1 left", "was $189.00 each"], ["was $60.00"]])
        XCTAssertEqual(viewModel.total, "Total: $462.50")
        XCTAssertEqual(viewModel.nextSteps, [.seeCart, .setQuantity, .removeProduct])
    }

    func test_wishList_saysHowToAddItemsWhenEmpty() throws {
        let viewModel = WishListPresenter(money: money).map(makeWishList([]))

        XCTAssertEqual(viewModel.emptyMessage, "Your wish list is empty")
        XCTAssertEqual(viewModel.nextSteps, [.openProduct, .addShownProduct])
        XCTAssertNil(viewModel.total)
    }

    func test_cart_showsSubtotalFreeShippingAndTotal() throws {
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1, priceCents: 6_450), makeProduct(id: 2, priceCents: 18_900)]))

        let viewModel = CartPresenter(money: money).map(cart)

        XCTAssertEqual(viewModel.totals, [LabelledAmount("Sub-total", "$253.50"), LabelledAmount("Shipping", "free"), LabelledAmount("Total", "$253.50")])
        XCTAssertNil(viewModel.problem)
        XCTAssertEqual(viewModel.nextSteps, [.checkOut])
    }

    func test_cart_readsEachLineAsQuantityTimesNameWithItsAmountAndCountsEveryItem() throws {
        let cart = try Cart(wishList: PricedWishList(currency: usd, lines: [
            WishListLine(makeProduct(id: 6, name: "Ridgeline Daypack", priceCents: 18_900), quantity: 2, priceWhenAdded: dollars(cents: 18_900)),
            WishListLine(makeProduct(id: 1, name: "Tote", priceCents: 6_450), priceWhenAdded: dollars(cents: 5_900)),
        ]))

        let viewModel = CartPresenter(money: money).map(cart)

        XCTAssertEqual(viewModel.title, "Your cart: 3 items")
        XCTAssertEqual(viewModel.lines.map(\.quantity), ["2 ×", nil])
        XCTAssertEqual(viewModel.lines.map(\.name), ["Ridgeline Daypack", "Tote"])
        XCTAssertEqual(viewModel.lines.map(\.price), ["$378.00", "$64.50"])
        XCTAssertEqual(viewModel.lines.map(\.notes), [[], ["was $59.00"]])
        XCTAssertEqual(viewModel.totals.amount("Total"), "$442.50")
    }

    func test_cart_marksAShortLineAndSaysToAskForNoMoreThanIsLeft() throws {
        let cart = try Cart(wishList: PricedWishList(currency: usd, lines: [WishListLine(makeProduct(id: 4, stock: 2), quantity: 3)]))

        let viewModel = CartPresenter(money: money).map(cart)

        XCTAssertEqual(viewModel.lines.map(\.notes), [["only 2 left"]])
        XCTAssertEqual(viewModel.nextSteps, [.askForWhatIsLeft(productID: "4", quantity: "2")])
        XCTAssertEqual(viewModel.problem?.wayOut?.lead, "ask for what is left with")
    }

    func test_cart_saysSoWhenEmpty() throws {
        let viewModel = CartPresenter(money: money).map(try Cart(wishList: makeWishList([])))

        XCTAssertEqual(viewModel.emptyMessage, "Your cart is empty")
        XCTAssertEqual(viewModel.nextSteps, [.addProduct])
    }

    func test_wishListEdit_namesTheProductAndTheNewTotal() throws {
        let tote = makeProduct(id: 1, name: "Tote", priceCents: 6_450)

        let added = WishListEditPresenter(money: money).map(WishListEdit(.added, tote, wishList: .refreshed(makeWishList([tote]))))
        let removed = WishListEditPresenter(money: money).map(WishListEdit(.removed, tote, wishList: .refreshed(makeWishList([]))))

        XCTAssertEqual(added.text, "Added \"Tote\" to your wish list (1 item, $64.50).")
        XCTAssertEqual(removed.text, "Removed \"Tote\" from your wish list (now empty).")
    }

    func test_wishListEdit_saysWhenAnEarlierAttemptWhoseAnswerWasLostMadeTheChange() throws {
        let tote = makeProduct(id: 1, name: "Tote", priceCents: 6_450)

        let added = WishListEditPresenter(money: money).map(WishListEdit(.added, tote, wishList: .refreshed(makeWishList([tote])), byEarlierAttempt: true))
        let removed = WishListEditPresenter(money: money).map(WishListEdit(.removed, tote, wishList: .refreshed(makeWishList([])), byEarlierAttempt: true))

        XCTAssertEqual(added.text, "Added \"Tote\" to your wish list, by your earlier attempt (1 item, $64.50).")
        XCTAssertEqual(removed.text, "Removed \"Tote\" from your wish list, by your earlier attempt (now empty).")
    }

    func test_wishListEdit_saysTheNewQuantityAndCountsEveryItem() throws {
        let tote = makeProduct(id: 1, name: "Tote", priceCents: 6_450)
        let list = try PricedWishList(currency: usd, lines: [WishListLine(tote, quantity: 3)])

        let edit = WishListEditPresenter(money: money).map(WishListEdit(.quantitySet(3), tote, wishList: .refreshed(list)))

        XCTAssertEqual(edit.text, "Set \"Tote\" to 3 on your wish list (3 items, $193.50).")
    }

    func test_rating_namesTheProductWithStars() {
        let viewModel = RatingPresenter().map(RatedProduct(product: makeProduct(name: "Tote"), rating: Rating(stars: 2)!))

        XCTAssertEqual(viewModel.text, "You rated \"Tote\" ★★☆☆☆ 2/5.")
    }

    func test_receipt_showsEachLineAsQuantityTimesNameWithItsAmount() throws {
        let order = try! Order(number: 1001, lines: [try Order.Line(productID: id(6), name: "Throw", price: dollars(cents: 18_900), quantity: 2)], total: dollars(cents: 37_800))

        let viewModel = ReceiptPresenter(money: money, payments: .shop).map(order)

        XCTAssertEqual(viewModel.lines.map(\.name), ["2 × Throw"])
        XCTAssertEqual(viewModel.lines.map(\.price), ["$378.00"])
    }

    func test_receipt_showsTheOrderNumberItemsAndTotal() throws {
        let order = try Order(number: 1001, buying: Cart(wishList: makeWishList([makeProduct(name: "Tote", priceCents: 6_450)])))

        let viewModel = ReceiptPresenter(money: money, payments: .shop).map(order)

        XCTAssertEqual(viewModel.title, "Thank you! Order #1001 is placed.")
        XCTAssertEqual(viewModel.lines.map(\.name), ["Tote"])
        XCTAssertEqual(viewModel.total, "$64.50")
    }
}
