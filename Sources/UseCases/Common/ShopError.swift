import Entities

/// Why something the customer asked for was not done: a shop rule refused it, it names nothing there is, or the
/// data layer failed.
public enum ShopError: Error, Equatable, Sendable {
    /// One of the shop's rules refused it.
    case refused(ShopRuleViolation)
    /// No product has this id.
    case productNotFound(ProductID)
    /// No order placed has this number.
    case orderNotFound(Int)
    /// The page asked for lies beyond the last page of the results, or before the first.
    case noSuchPage(Int, pageCount: Int)
    /// The data layer could not answer or keep the change.
    case dataAccess(DataAccessError)
    /// A change was saved, but what shows it could not be read again afterwards, for this reason.
    indirect case notRefreshed(ShopError)
    /// Another checkout is under way: one is placed at a time (`OneCheckoutAtATime`).
    case checkoutUnderWay
}
