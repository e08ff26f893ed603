import Entities

/// What the shop remembers of its customer as it stands now: the wish list, ratings, units sold and the number the
/// next order gets. The orders placed are kept beside it (`ShopStateStore.orders(_:)`), so that a long history never
/// weighs on what the customer does now.
public struct ShopState: Equatable, Sendable {
    /// Order numbers start here so that the first one already looks like an order number.
    public static let firstOrderNumber = 1001
    /// A customer who has done nothing yet.
    public static let empty = ShopState()

    public var wishList: WishList
    public var ratings: [ProductID: Rating]
    /// Units bought of each product; the catalogue's quantity less these is the stock left.
    public var sold: UnitsSold
    /// What each gift card has paid, by its key (`GiftCard.key(of:)`); a card not here has paid nothing. A checkout adds
    /// to it through `record(_:paidWith:)`; the state file sets it whole, as it sets the other parts.
    public var giftCardsPaid: [String: Money]
    /// The number the next order gets: always above 0, and above every order placed (`isNextOrderNumberAbove`, which
    /// every store asks through `ShopTransaction.requireOrderNumbers()` before it saves).
    public private(set) var nextOrderNumber: Int

    /// A state holding the given values, numbering orders from `firstOrderNumber`.
    public init(
        wishList: WishList = WishList(), ratings: [ProductID: Rating] = [:], sold: UnitsSold = UnitsSold(), giftCardsPaid: [String: Money] = [:]
    ) {
        self.wishList = wishList
        self.ratings = ratings
        self.sold = sold
        self.giftCardsPaid = giftCardsPaid
        nextOrderNumber = Self.firstOrderNumber
    }

    /// A state holding the given values whose next order is numbered `nextOrderNumber`; refused when that is not above 0.
    public init(
        wishList: WishList = WishList(), ratings: [ProductID: Rating] = [:], sold: UnitsSold = UnitsSold(), giftCardsPaid: [String: Money] = [:],
        nextOrderNumber: Int
    ) throws(ShopRuleViolation) {
        guard nextOrderNumber > 0 else { throw .invalidOrderNumber(nextOrderNumber) }
        self.init(wishList: wishList, ratings: ratings, sold: sold, giftCardsPaid: giftCardsPaid)
        self.nextOrderNumber = nextOrderNumber
    }

    /// `product` as it stands now: the catalogue's quantity less the units sold, never below zero.
    public func current(_ product: Product) -> Product {
        product.selling(sold[product.id])
    }

    /// The order numbers' rule: whether the next number is above every order placed, the last of them (the highest, as
    /// each is numbered above those before it) numbered `last`; nil when none was placed.
    public func isNextOrderNumberAbove(everyOrderUpTo last: Int?) -> Bool {
        last.map { nextOrderNumber > $0 } ?? true
    }

    /// What `card` has paid so far.
    public func paid(with card: GiftCard) -> Money {
        giftCardsPaid[card.key] ?? .zero(in: card.amount.currency)
    }

    /// Records that `card` paid `amount` more; refused when the sum cannot be counted.
    public mutating func record(_ amount: Money, paidWith card: GiftCard) throws(ShopRuleViolation) {
        giftCardsPaid[card.key] = try paid(with: card).adding(amount)
    }

    /// The next order's number, which is then given out; refused once every number has been.
    mutating func takeOrderNumber() throws(ShopRuleViolation) -> Int {
        guard nextOrderNumber < Int.max else { throw .noOrderNumbersLeft }
        defer { nextOrderNumber += 1 }
        return nextOrderNumber
    }
}
