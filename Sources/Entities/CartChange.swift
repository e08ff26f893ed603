/// One way a cart differs from the cart the customer was asked about.
public enum CartChange: Equatable, Sendable {
    /// This line is in the cart now and was not then.
    case added(WishListLine)
    /// This line was in the cart then and is not now.
    case gone(WishListLine)
    /// This line now holds another quantity than it did.
    case quantity(WishListLine, was: Int)
    /// This line's product now costs another price than it did.
    case price(WishListLine, was: Money)
}
