/// Something the shop sells, with how many are left in stock.
public struct Product: Hashable, Sendable, Identifiable {
    public let id: ProductID
    public let name: String
    public let shortDescription: String
    public let description: String
    public let colours: [Colour]
    public let dimensions: [Dimension]
    public let price: Money
    /// How many are left; never negative.
    public let stock: Int
    /// The image's file name, shown as text in a terminal.
    public let image: String

    /// Creates a product, refusing a blank name, a negative price or negative stock.
    public init(
        id: ProductID,
        name: String,
        shortDescription: String = "",
        description: String = "",
        colours: [Colour] = [],
        dimensions: [Dimension] = [],
        price: Money,
        stock: Int,
        image: String = ""
    ) throws(ProductRuleViolation) {
        guard name.contains(where: { !$0.isWhitespace }) else { throw .blankName }
        guard price.minorUnits >= 0 else { throw .negativePrice }
        guard stock >= 0 else { throw .negativeStock }
        self.init(
            checkedID: id, name: name, shortDescription: shortDescription, description: description,
            colours: colours, dimensions: dimensions, price: price, stock: stock, image: image
        )
    }

    private init(
        checkedID id: ProductID, name: String, shortDescription: String, description: String,
        colours: [Colour], dimensions: [Dimension], price: Money, stock: Int, image: String
    ) {
        self.id = id
        self.name = name
        self.shortDescription = shortDescription
        self.description = description
        self.colours = colours
        self.dimensions = dimensions
        self.price = price
        self.stock = stock
        self.image = image
    }

    /// Whether at least one is left.
    public var isInStock: Bool { stock > 0 }

    /// The same product with `count` fewer in stock; refused when fewer than `count` are left.
    public func removingFromStock(_ count: Int) throws(ShopError) -> Product {
        guard count >= 0, count <= stock else { throw .outOfStock([self]) }
        return Product(
            checkedID: id, name: name, shortDescription: shortDescription, description: description,
            colours: colours, dimensions: dimensions, price: price, stock: stock - count, image: image
        )
    }
}

/// A rule a product broke when it was created.
public enum ProductRuleViolation: Error, Equatable, Sendable {
    case blankName
    case negativePrice
    case negativeStock
}
