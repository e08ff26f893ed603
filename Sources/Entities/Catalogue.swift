/// Every product the shop sells, in the catalogue's order, all priced in one currency.
public struct Catalogue: Equatable, Sendable {
    public let currency: Currency
    public let products: [Product]
    private let indexByID: [ProductID: Int]

    /// Creates a catalogue, refusing two products with one id or a price in another currency.
    public init(currency: Currency, products: [Product]) throws(CatalogueRuleViolation) {
        // Sized once: growing a table of a hundred thousand ids rehashes it over and over.
        var indexByID = [ProductID: Int](minimumCapacity: products.count)
        // By index, not by element: copying each product out would retain and release its every string and list.
        for index in products.indices {
            let id = products[index].id
            guard products[index].price.currency == currency else { throw .priceInOtherCurrency(id) }
            guard indexByID.updateValue(index, forKey: id) == nil else { throw .duplicateID(id) }
        }
        self.currency = currency
        self.products = products
        self.indexByID = indexByID
    }

    private init(currency: Currency, checkedProducts products: [Product], indexByID: [ProductID: Int]) {
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
            guard let index = indexByID[id] else { continue }
            let product = products[index]
            // Cannot fail: the count is clamped to 0...stock.
            products[index] = (try? product.removingFromStock(min(max(count, 0), product.stock))) ?? product
        }
        return Catalogue(currency: currency, checkedProducts: products, indexByID: indexByID)
    }

    /// The product with `id`, if the catalogue has one.
    public func product(withID id: ProductID) -> Product? {
        indexByID[id].map { products[$0] }
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
