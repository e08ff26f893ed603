/// Something the shop sells, with how many are left in stock.
public struct Product: Hashable, Sendable, Identifiable {
    public let id: ProductID
    /// The name, descriptions and image, kept as UTF-8 that a whole catalogue may share.
    public let text: ProductText
    public let colours: [Colour]
    public let dimensions: [Dimension]
    public let price: Money
    /// How many are left; never negative.
    public let stock: Int

    /// What the product is called; never blank.
    public var name: String { text.string(.name) }
    /// One line for lists, possibly empty.
    public var shortDescription: String { text.string(.shortDescription) }
    /// The product page's text, possibly empty.
    public var description: String { text.string(.description) }
    /// The image's file name, shown as text in a terminal.
    public var image: String { text.string(.image) }

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
        try self.init(
            id: id, text: ProductText(name: name, shortDescription: shortDescription, description: description, image: image),
            colours: colours, dimensions: dimensions, price: price, stock: stock
        )
    }

    /// Creates a product whose texts lie in a buffer shared with other products, with the same rules.
    public init(
        id: ProductID, text: ProductText, colours: [Colour], dimensions: [Dimension], price: Money, stock: Int
    ) throws(ProductRuleViolation) {
        guard !Self.isBlank(text) else { throw .blankName }
        guard price.minorUnits >= 0 else { throw .negativePrice }
        guard stock >= 0 else { throw .negativeStock }
        self.init(checkedID: id, text: text, colours: colours, dimensions: dimensions, price: price, stock: stock)
    }

    private init(checkedID id: ProductID, text: ProductText, colours: [Colour], dimensions: [Dimension], price: Money, stock: Int) {
        self.id = id
        self.text = text
        self.colours = colours
        self.dimensions = dimensions
        self.price = price
        self.stock = stock
    }

    /// Whether the name is empty or only white space. ASCII, nearly every name, is settled on its bytes; building a
    /// string for each of a hundred thousand names was a tenth of a cached start.
    private static func isBlank(_ text: ProductText) -> Bool {
        let ascii: Bool? = text.withUTF8(.name) { utf8 in
            guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
            // Character.isWhitespace in ASCII: tab, line feed, vertical tab, form feed, carriage return and space.
            return utf8.allSatisfy { $0 == 0x20 || (0x09...0x0D).contains($0) }
        }
        return ascii ?? !text.string(.name).contains { !$0.isWhitespace }
    }

    /// Whether at least one is left.
    public var isInStock: Bool { stock > 0 }

    /// The same product with `count` fewer in stock; refused when fewer than `count` are left.
    public func removingFromStock(_ count: Int) throws(ShopError) -> Product {
        guard count >= 0, count <= stock else { throw .outOfStock([self]) }
        return Product(checkedID: id, text: text, colours: colours, dimensions: dimensions, price: price, stock: stock - count)
    }

    public func hash(into hasher: inout Hasher) {
        // Equal products have equal ids, so the id is enough and spares hashing the texts.
        hasher.combine(id)
    }
}

/// A rule a product broke when it was created.
public enum ProductRuleViolation: Error, Equatable, Sendable {
    case blankName
    case negativePrice
    case negativeStock
}
