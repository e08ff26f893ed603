/// Every product the shop sells, in the catalogue's order, all priced in one currency.
public struct Catalogue: Equatable, Sendable {
    public let currency: Currency
    public let products: [Product]

    /// Creates a catalogue, refusing two products with one id or a price in another currency; the first product
    /// that breaks a rule is the one reported.
    public init(currency: Currency, products: [Product]) throws(CatalogueRuleViolation) {
        var seen = Set<ProductID>()
        for product in products {
            guard seen.insert(product.id).inserted else { throw .duplicateID(product.id) }
            guard product.price.currency == currency else { throw .priceInOtherCurrency(product.id) }
        }
        self.currency = currency
        self.products = products
    }
}

/// A rule a catalogue broke when it was created.
public enum CatalogueRuleViolation: Error, Equatable, Sendable {
    case duplicateID(ProductID)
    case priceInOtherCurrency(ProductID)
}
