import Entities
import UseCases

/// One thing the customer asked for at the prompt.
public enum Command: Equatable, Sendable {
    case home
    case catalogue
    /// Changes what the catalogue shows (order, filter, page, page size) and shows it.
    case browse([CatalogueChange])
    /// Shows the products whose name or short description holds every word of the text.
    case find(String)
    /// Shows the next page of the list seen last: the catalogue, a search, or the orders.
    case nextPage
    /// Shows the previous page of the list seen last.
    case previousPage
    /// Shows the product; nil means the product on screen, afresh.
    case show(ProductID?)
    /// Adds the product; nil means the product on screen.
    case add(ProductID?)
    /// Removes the product; nil means the product on screen.
    case remove(ProductID?)
    /// Wishes for this many of the product (nil: the one on screen); 0 takes it off.
    case quantity(ProductID?, Int)
    case wishList
    case cart
    /// Lists a page of the orders placed, newest first: the first unless a page is given, at the size last asked for
    /// unless one is given.
    case orders(page: Int?, pageSize: PageSize?)
    /// Shows the receipt of the order with this number again.
    case order(Int)
    /// Checks out; `confirmed` skips the question; `giftCard`, a card's code, pays what it can.
    case checkout(confirmed: Bool, giftCard: String? = nil)
    /// Shows what is left on the gift card with this code.
    case giftCard(String)
    /// Rates the product (nil: the one on screen) with this many stars.
    case rate(ProductID?, stars: Int)
    case back
    /// Help on everything, or on one command.
    case help(String?)
    /// Switches how results are written.
    case mode(OutputMode)
    /// Leaves with this exit status.
    case quit(status: Int32)
    /// Repeats the last command that failed.
    case retry
    /// Lists the injected faults and what each point saw.
    case faults
    /// Sets one fault entry (`fault POINT TERMS`) or removes them all (`fault clear`); the words as typed.
    case fault([String])
}
