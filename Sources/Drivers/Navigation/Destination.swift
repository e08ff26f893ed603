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
}
