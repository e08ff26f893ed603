/// Why one of the shop's rules refused what the customer asked for.
public enum ShopRuleViolation: Error, Equatable, Sendable {
    /// The product is in the wish list already.
    case alreadyInWishList(Product)
    /// The wish list does not hold this product.
    case notInWishList(Product)
    /// The wish list does not hold the product with this id, which the catalogue does not list either.
    case notWished(ProductID)
    /// Nothing in the cart can be bought: the catalogue no longer lists these products.
    case noLongerSold([ProductID])
    /// A rating must have stars within `Rating.allowedStars`.
    case invalidRating(Int)
    /// A wish-list line holds at least 1 of its product, and a quantity is never negative.
    case invalidQuantity(Int)
    /// A price is never below nothing.
    case negativePrice(Money)
    /// There is nothing to check out.
    case cartIsEmpty
    /// These products cannot be bought because none are left.
    case outOfStock([Product])
    /// These ask for more than is left: each product at the stock now left, with the quantity asked for.
    case notEnoughStock([StockShortfall])
    /// Nothing the checkout takes a code for has that code; which codes exist is not said.
    case unknownCode
    /// No gift card has that code; which codes exist is not said.
    case unknownGiftCard
    /// The gift card ending in these characters has nothing left on it.
    case giftCardSpent(ending: String)
    /// The items come to less than the least order a code given needs (this amount, before shipping).
    case belowMinimumOrder(Money)
    /// An order's payments add up to more than its total, or one is below nothing or in another currency.
    case paymentsExceedTheTotal
    /// A total does not fit in the amounts the shop can count.
    case amountTooLarge
    /// The items add up to more than the shop can count.
    case tooManyItems
    /// Two amounts in different currencies were added together.
    case currencyMismatch
    /// Every order number has been given out: no further order can be numbered.
    case noOrderNumbersLeft
    /// An order number is a whole number above 0.
    case invalidOrderNumber(Int)

    /// Whether it says only that nothing of its kind has the code, and nothing more (that a card is spent says more).
    public var saysOnlyThatNothingHasTheCode: Bool {
        self == .unknownCode || self == .unknownGiftCard
    }
}
