import Entities

/// The products whose id starts with some digits: at most a limit of them, with their names, and how many in all.
public struct ProductIDMatches: Equatable, Sendable {
    /// The first matches in id order, each id with its product's name.
    public let found: [ProductIDMatch]
    /// How many products match in all.
    public let total: Int

    /// `found`, the first of `total` matches.
    public init(found: [ProductIDMatch], total: Int) {
        self.found = found
        self.total = total
    }

    /// No product matches.
    public static let none = ProductIDMatches(found: [], total: 0)
}

/// One product an id completes to.
public struct ProductIDMatch: Equatable, Sendable {
    /// The product's id.
    public let id: ProductID
    /// The product's name, as the catalogue lists it.
    public let name: String

    /// The product with `id`, named `name`.
    public init(id: ProductID, name: String) {
        self.id = id
        self.name = name
    }
}
