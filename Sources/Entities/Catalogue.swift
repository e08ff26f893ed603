/// Every product the shop sells, in the catalogue's order, all priced in one currency.
public struct Catalogue: Equatable, Sendable {
    public let currency: Currency
    public let products: [Product]
    private let indexByID: ProductIndex

    /// Creates a catalogue, refusing two products with one id or a price in another currency.
    public init(currency: Currency, products: [Product]) throws(CatalogueRuleViolation) {
        // By index, not by element: copying each product out would retain and release its text and lists.
        let otherCurrency = products.indices.first { products[$0].price.currency != currency }
        switch ProductIndex.of(products) {
        case .success(let index):
            if let otherCurrency { throw .priceInOtherCurrency(products[otherCurrency].id) }
            indexByID = index
        case .failure(let duplicate):
            // The first product that breaks a rule is the one reported.
            if let otherCurrency, otherCurrency < duplicate.position { throw .priceInOtherCurrency(products[otherCurrency].id) }
            throw .duplicateID(duplicate.id)
        }
        self.currency = currency
        self.products = products
    }

    private init(currency: Currency, checkedProducts products: [Product], indexByID: ProductIndex) {
        self.currency = currency
        self.products = products
        self.indexByID = indexByID
    }

    /// The same catalogue with `sold[id]` fewer of each product in stock, never below zero. Ids the catalogue
    /// does not have are ignored; only the products sold are touched, so a big catalogue stays cheap to update.
    public func removingSold(_ sold: [ProductID: Int]) -> Catalogue {
        guard !sold.isEmpty else { return self }
        var products = products
        for (id, count) in sold {
            guard let index = indexByID.position(of: id) else { continue }
            let product = products[index]
            // Cannot fail: the count is clamped to 0...stock.
            products[index] = (try? product.removingFromStock(min(max(count, 0), product.stock))) ?? product
        }
        return Catalogue(currency: currency, checkedProducts: products, indexByID: indexByID)
    }

    /// The product with `id`, if the catalogue has one.
    public func product(withID id: ProductID) -> Product? {
        indexByID.position(of: id).map { products[$0] }
    }

    /// Whether the catalogue has no products at all.
    public var isEmpty: Bool { products.isEmpty }

    public static func == (lhs: Catalogue, rhs: Catalogue) -> Bool {
        lhs.currency == rhs.currency && lhs.products == rhs.products
    }
}

/// A rule a catalogue broke when it was created.
public enum CatalogueRuleViolation: Error, Equatable, Sendable {
    case duplicateID(ProductID)
    case priceInOtherCurrency(ProductID)
}
