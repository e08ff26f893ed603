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

/// Wish-list entries of one each of the products with `ids`, at no remembered price.
public func wished(_ ids: Int...) -> [WishListEntry] {
    ids.map { WishListEntry(ProductID($0)!) }
}

/// A catalogue of `products` in US dollars.
public func makeCatalogue(_ products: [Product]) -> Catalogue {
    try! Catalogue(currency: usd, products: products)
}

/// A wish list of `products` in US dollars.
public func makeWishList(_ products: [Product]) -> WishList {
    try! WishList(currency: usd, items: products)
}

/// The first page of `catalogue` for the default query: every product when it has 20 or fewer.
public func makeFirstPage(_ catalogue: Catalogue) -> CataloguePage {
    CataloguePage(
        products: Array(catalogue.products.prefix(CatalogueQuery.defaultPageSize)), query: CatalogueQuery(),
        matchCount: catalogue.products.count, catalogueCount: catalogue.products.count
    )
}

/// The start screen of a catalogue of `products`: its first few, as the shopfront use case gives them.
public func makeShopfront(_ products: [Product], wishList: WishList) -> Shopfront {
    Shopfront(products: Array(products.prefix(ShopfrontInteractor.stripLength)), productCount: products.count, wishList: wishList)
}
