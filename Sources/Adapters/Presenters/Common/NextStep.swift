/// Something the customer can do next, offered by a presenter as a value. Each driver words it in its own terms (the
/// line shell as a command to type, the full screen as a key to press), so presenters know no command words and both
/// drivers read the same view models.
public enum NextStep: Hashable, Sendable {
    /// Opening one of the products listed.
    case openProduct
    /// Browsing every product, from the first page.
    case browseCatalogue
    /// Leaving the search in force, keeping the order.
    case leaveSearch
    /// Seeing every product again when none matched: the search and the in-stock filter set aside.
    case showEveryProduct
    /// Turning to the next page, whose number is given ready to print.
    case nextPage(String)
    /// Turning to the previous page, whose number is given ready to print.
    case previousPage(String)
    /// Turning to any page of the catalogue by its number.
    case anyPage
    /// Turning to any page of the orders by its number.
    case anyPageOfOrders
    /// Searching names and short descriptions.
    case search
    /// Putting a product on the wish list, named by its id.
    case addProduct
    /// Putting the product on show on the wish list.
    case addShownProduct
    /// Taking a product off the wish list, named by its id.
    case removeProduct
    /// Taking the product on show off the wish list.
    case removeShownProduct
    /// Rating the product on show, 1 to 5 stars.
    case rateShownProduct
    /// Setting how many of a wish-listed product, named by its id.
    case setQuantity
    /// Setting how many of the product on show are wished for.
    case setShownQuantity
    /// Setting how many of the product with this id (ready to print) are wished for.
    case changeQuantity(productID: String)
    /// Going back to what was on show before.
    case back
    /// Seeing the wish list.
    case seeWishList
    /// Seeing the cart, and what checking out would buy.
    case seeCart
    /// Placing the order for the cart.
    case checkOut
    /// Seeing the orders placed.
    case seeOrders
    /// Seeing one placed order again, by its number.
    case openOrder
    /// Taking the product with this id (ready to print) off the wish list.
    case remove(productID: String)
    /// Asking for no more of the product with this id than is left: this quantity (both ready to print).
    case askForWhatIsLeft(productID: String, quantity: String)

    /// The id of the product the step acts on, ready to print, when it names one.
    public var productID: String? {
        switch self {
        case let .remove(productID), let .changeQuantity(productID), let .askForWhatIsLeft(productID, _): productID
        default: nil
        }
    }
}
