import Entities
import UseCases

/// A screen the customer can be on.
public enum Destination: Equatable, Sendable {
    case home
    /// The page of the catalogue the query asks for.
    case catalogue(CatalogueQuery)
    case product(ProductID)
    case wishList
    case cart
    /// The orders placed.
    case orders
    /// The receipt of the order with this number.
    case order(Int)
}
