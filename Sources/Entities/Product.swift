/// Something the shop sells, with how many are left in stock.
public struct Product: Hashable, Sendable, Identifiable {
    public let id: ProductID
    /// What the product is called; never blank.
    public let name: String
    /// One line for lists, possibly empty.
    public let shortDescription: String
    /// The product page's text, possibly empty.
    public let description: String
    public let colours: [Colour]
    public let dimensions: [Dimension]
    public let price: Money
    /// How many are left; never negative.
    public private(set) var stock: Int
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
        guard !Product.isBlank(name: name) else { throw .blankName }
        guard Product.isAllowed(priceInMinorUnits: price.minorUnits) else { throw .negativePrice }
        guard Product.isAllowed(stock: stock) else { throw .negativeStock }
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

    /// Whether `name` has nothing to read: it is empty, or only white space and characters that show as nothing
    /// (zero-width spaces and joiners, soft hyphens); no product may be called that.
    public static func isBlank(name: String) -> Bool {
        !name.unicodeScalars.contains { !$0.properties.isWhitespace && !$0.properties.isDefaultIgnorableCodePoint }
    }

    /// Whether a product may cost `priceInMinorUnits`: nothing is sold for less than nothing. For packers and indexes
    /// that hold the number, not the product.
    public static func isAllowed(priceInMinorUnits: Int) -> Bool {
        priceInMinorUnits >= 0
    }

    /// Whether a product may have `stock` left: never fewer than none. For packers and indexes that hold the number.
    public static func isAllowed(stock: Int) -> Bool {
        stock >= 0
    }

    /// Whether at least one is left.
    public var isInStock: Bool { Product.isInStock(stockLeft: stock) }

    /// Whether a product with `stockLeft` left is in stock: at least one is left. For indexes that hold the number, not
    /// the product.
    public static func isInStock(stockLeft: Int) -> Bool {
        stockLeft > 0
    }

    /// The same product with `units` fewer left, never fewer than none.
    public func selling(_ units: Int) -> Product {
        var sold = self
        sold.stock = Product.stock(stock, afterSelling: units)
        return sold
    }

    /// What is left of `stock` once `units` are sold: never below zero, and a negative sale sells nothing.
    public static func stock(_ stock: Int, afterSelling units: Int) -> Int {
        max(0, stock - max(0, units))
    }
}

/// A rule a product broke when it was created.
public enum ProductRuleViolation: Error, Equatable, Sendable {
    case blankName
    case negativePrice
    case negativeStock
}
