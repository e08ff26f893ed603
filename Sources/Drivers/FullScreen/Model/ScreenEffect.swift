import Entities
import UseCases

/// What the screen's update asks the runtime to do: a use case to run, whose answers come back as events, or
/// something only the runtime can do (suspend, quit).
enum ScreenEffect: Equatable, Sendable {
    /// Reads what `load` names; the answer fills the request's slot.
    case load(ScreenRequest, ScreenLoad)
    /// Makes a change to the shop.
    case change(ScreenRequest, ScreenChange)
    /// Answers the checkout's question.
    case answerCheckout(CheckoutAnswer)
    /// Cancels every request under way (Ctrl-C).
    case cancelRequests
    /// Turns the spinner a moment from now.
    case turnSpinner
    /// Draws the whole screen again, over whatever else wrote to the terminal (Ctrl-L).
    case redrawAll
    /// Gives the terminal back and stops, as Ctrl-Z does; on `fg`, the screen is drawn again.
    case suspend
    /// Gives the terminal back and leaves with this status.
    case quit(Int32)

    /// Whether this only completes the count of a catalogue page already on show: the page asked for every match.
    var completesACount: Bool {
        guard case let .load(_, .catalogue(query)) = self else { return false }
        return query.countsEveryMatch
    }
}

/// What a request reads.
enum ScreenLoad: Equatable, Sendable {
    case catalogue(CatalogueQuery)
    case product(ProductID)
    case wishList
    case cart
    case orders(OrdersQuery)
    case order(Int)
}

/// Which page of the orders to read, and how many a page: a screenful, as the catalogue's.
struct OrdersQuery: PagedQuery {
    var page = Paging.firstPage
    var pageSize: PageSize
}

/// A change to the shop.
enum ScreenChange: Equatable, Sendable {
    case add(ProductID)
    case remove(ProductID)
    case setQuantity(ProductID, Int)
    case rate(ProductID, stars: Int)
    case checkOut
}
