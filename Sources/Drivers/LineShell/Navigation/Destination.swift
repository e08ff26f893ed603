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
    /// Page `page` of the orders placed, `pageSize` a page, the newest first.
    case orders(page: Int, pageSize: PageSize)
    /// The receipt of the order with this number.
    case order(Int)
}
