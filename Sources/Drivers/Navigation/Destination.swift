import Entities

/// A screen the customer can be on.
public enum Destination: Equatable, Sendable {
    case home
    case catalogue
    case product(ProductID)
    case wishList
    case cart
}
