import Entities
import UseCases

/// US dollars, the currency most fixtures are priced in.
public let usd = Currency(code: "USD")!

/// A product id from a literal that is known to be positive.
public func id(_ value: Int) -> ProductID {
    ProductID(value)!
}

/// An amount of US cents.
public func dollars(cents: Int, in currency: Currency = usd) -> Money {
    Money(minorUnits: cents, currency: currency)
}

/// A valid product with recognisable defaults; override only what a test is about.
public func makeProduct(
    id rawID: Int = 1,
    name: String? = nil,
    priceCents: Int = 1_000,
    stock: Int = 5,
    currency: Currency = usd,
    colours: [Colour] = [],
    dimensions: [Dimension] = []
) -> Product {
    try! Product(
        id: ProductID(rawID)!,
        name: name ?? "Product \(rawID)",
        shortDescription: "Short description \(rawID)",
        description: "Description \(rawID)",
        colours: colours,
        dimensions: dimensions,
        price: Money(minorUnits: priceCents, currency: currency),
        stock: stock,
        image: "product-\(rawID).png"
    )
}

/// A wish list of one each of the products with `ids`, at no remembered price.
public func wished(_ ids: Int...) -> WishList {
    try! WishList(ids.map { try WishListEntry(ProductID($0)!) })
}

/// A wish list of `entries`, known to be valid.
public func wishList(_ entries: [WishListEntry]) -> WishList {
    try! WishList(entries)
}

/// An entry of `quantity` of the product with `rawID`, known to be valid.
public func entry(_ rawID: Int, quantity: Int = 1, priceWhenAdded: Money? = nil) -> WishListEntry {
    try! WishListEntry(ProductID(rawID)!, quantity: quantity, priceWhenAdded: priceWhenAdded)
}

/// A state whose next order is numbered `nextOrderNumber`, known to be valid.
public func makeState(
    wishList: WishList = WishList(), ratings: [ProductID: Rating] = [:], sold: [ProductID: Int] = [:], nextOrderNumber: Int = ShopState.firstOrderNumber
) -> ShopState {
    try! ShopState(wishList: wishList, ratings: ratings, sold: UnitsSold(sold), nextOrderNumber: nextOrderNumber)
}

/// A catalogue of `products` in US dollars.
public func makeCatalogue(_ products: [Product]) -> Catalogue {
    try! Catalogue(currency: usd, products: products)
}

/// The priced wish list of one each of `products` in US dollars, at no remembered price.
public func makeWishList(_ products: [Product]) -> PricedWishList {
    try! PricedWishList(currency: usd, lines: products.map { try WishListLine($0) })
}

/// The first page of `catalogue` for the default query: every product when it has 20 or fewer.
public func makeFirstPage(_ catalogue: Catalogue) -> CataloguePage {
    CataloguePage(
        products: Array(catalogue.products.prefix(PageSize.standard.value)), query: CatalogueQuery(),
        matchCount: catalogue.products.count, catalogueCount: catalogue.products.count
    )
}

/// The start screen of a catalogue of `products`: its first few, as the shopfront use case gives them.
public func makeShopfront(_ products: [Product], wishList: PricedWishList) -> Shopfront {
    Shopfront(products: Array(products.prefix(ShopfrontInteractor.stripLength)), productCount: products.count, wishList: wishList)
}

/// A product as its page shows it: with the customer's rating, one of it on the wish list or not, shipped free.
public func makeDetail(_ product: Product, rating: Rating? = nil, isInWishList: Bool = false) -> ProductDetail {
    ProductDetail(
        product: product, rating: rating, wishListEntry: isInWishList ? try! WishListEntry(product.id) : nil,
        shipping: Money.zero(in: product.price.currency)
    )
}

/// The first page of a history of `orders`, given newest first, holding them all.
public func makeOrderPage(_ orders: [Order]) -> OrderHistoryPage {
    OrderHistoryPage(orders: orders, page: 1, pageSize: .standard, orderCount: orders.count)
}
