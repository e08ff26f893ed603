/// Why something the customer asked for could not be done.
public enum ShopError: Error, Equatable, Sendable {
    /// No product has this id.
    case productNotFound(ProductID)
    /// The product is in the wish list already.
    case alreadyInWishList(Product)
    /// The wish list does not hold a product with this id.
    case notInWishList(ProductID)
    /// A rating must have 1 to 5 stars.
    case invalidRating(Int)
    /// There is nothing to check out.
    case cartIsEmpty
    /// These products cannot be bought because none are left.
    case outOfStock([Product])
    /// A total does not fit in the amounts the shop can count.
    case amountTooLarge
    /// Two amounts in different currencies were added together.
    case currencyMismatch
    /// The data could not be reached: no network connection.
    case noConnection
    /// The data did not answer in time.
    case timedOut
    /// What was asked for does not exist in the data layer.
    case notFound
    /// The data was there but could not be understood.
    case unreadableData(String)
    /// The customer's changes could not be saved.
    case notSaved(String)
    /// The customer stopped the request before it was answered; nothing was changed.
    case cancelled
    /// The page asked for lies beyond the last page of the results, or before the first.
    case noSuchPage(Int, pageCount: Int)
}
