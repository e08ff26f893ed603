/// One page of the catalogue, and the query that chose it.
public struct CatalogueDocument: Encodable, Equatable, Sendable {
    /// How many products matched, on every page.
    public let count: Int
    public let products: [ProductDocument]
    public let page: Int
    public let pageCount: Int
    public let pageSize: Int
    /// The search text; left out when not searching.
    public let search: String?
    /// `price`, or `-price` for descending; left out in catalogue order.
    public let sort: String?
    /// True when only products in stock are shown; left out otherwise.
    public let inStockOnly: Bool?
}

/// The start screen: the strip of products and the wish list's size and total.
public struct ShopfrontDocument: Encodable, Equatable, Sendable {
    public let productCount: Int
    public let products: [ProductDocument]
    public let wishList: WishListSummaryDocument
}

/// A wish list's size (how many things, each line's quantity added up) and total, where the whole list is not needed.
public struct WishListSummaryDocument: Encodable, Equatable, Sendable {
    public let count: Int
    public let total: MoneyDocument
}

/// One line of the wish list or the cart: which product, how many, what they cost now and what one cost when it was
/// wished for.
public struct LineDocument: Encodable, Equatable, Sendable {
    public let id: Int
    public let quantity: Int
    public let amount: MoneyDocument
    /// Left out when an older Tasch did not keep it.
    public let priceWhenAdded: MoneyDocument?
}

/// One product's page.
public struct ProductDetailDocument: Encodable, Equatable, Sendable {
    public let product: ProductDocument
    public let shipping: String
    /// The stars given (`Rating.allowedStars`), or nil when not rated.
    public let rating: Int?
    public let inWishList: Bool
}

/// The wish list with its items, their lines and its total.
public struct WishListDocument: Encodable, Equatable, Sendable {
    /// How many things: each line's quantity, added up.
    public let count: Int
    /// The products, one for each line.
    public let items: [ProductDocument]
    public let lines: [LineDocument]
    public let total: MoneyDocument
    /// Ids of the products wished for that the catalogue no longer lists; left out when there are none.
    public let noLongerSold: [Int]?
}

/// The cart with its lines and totals.
public struct CartDocument: Encodable, Equatable, Sendable {
    /// How many things: each line's quantity, added up.
    public let count: Int
    /// The products, one for each line.
    public let items: [ProductDocument]
    public let lines: [LineDocument]
    public let subtotal: MoneyDocument
    public let shipping: MoneyDocument
    public let total: MoneyDocument
    /// Ids of the items that block checkout because none are left.
    public let outOfStock: [Int]
    /// Ids of the items that block checkout because fewer are left than are asked for.
    public let notEnoughStock: [Int]
    /// Ids of the products wished for that the catalogue no longer lists, which checking out leaves out; left out when
    /// there are none.
    public let leftOut: [Int]?
}

/// A change to the wish list.
public struct WishListEditDocument: Encodable, Equatable, Sendable {
    /// `added` or `removed`.
    public let action: String
    /// The id of the product changed.
    public let productID: Int
    /// The product changed; left out for one the catalogue no longer lists.
    public let product: ProductDocument?
    public let wishList: WishListSummaryDocument?
    public let message: String
    /// True when an earlier attempt, whose answer was lost, had made the change; left out otherwise.
    public let earlierAttempt: Bool?
    /// Why the change is saved but not yet safe on disk; left out when it is safe.
    public let notYetSafe: String?
}

/// A rating just given.
public struct RatingDocument: Encodable, Equatable, Sendable {
    public let product: ProductDocument
    public let stars: Int
    public let message: String
    /// Why the rating is saved but not yet safe on disk; left out when it is safe.
    public let notYetSafe: String?
}

/// A placed order.
public struct OrderDocument: Encodable, Equatable, Sendable {
    /// One product bought: the price of one, how many, and what they cost.
    public struct Line: Encodable, Equatable, Sendable {
        public let id: Int
        public let name: String
        public let price: MoneyDocument
        public let quantity: Int
        public let amount: MoneyDocument
    }

    public let number: Int
    public let lines: [Line]
    /// How many things: each line's quantity, added up.
    public let itemCount: Int
    public let total: MoneyDocument
    /// When it was placed, ISO 8601 in UTC (`2026-05-03T09:22:11Z`); left out for orders from before times were kept.
    public let placedAt: String?
    /// True when a checkout finds the order an earlier attempt placed, whose answer was lost; left out otherwise.
    public let earlierAttempt: Bool?
    /// What paid parts of it, in the order applied, and what was left to pay; both left out when nothing did.
    public let payments: [PaymentDocument]?
    public let toPay: MoneyDocument?
    /// Why the checkout that placed it just now saved it but could not make it safe on disk; left out otherwise.
    public let notYetSafe: String?
    /// Ids of the products wished for that the checkout left out, since the catalogue no longer lists them; left out
    /// when there are none.
    public let leftOut: [Int]?
}

/// A part of an order one instrument paid: its kind (`giftCard`), a reference safe to show (a card's ending), and the
/// amount.
public struct PaymentDocument: Encodable, Equatable, Sendable {
    public let kind: String
    public let reference: String
    public let amount: MoneyDocument
}

/// One page of the orders placed, newest first, with the count of all of them.
public struct OrderHistoryDocument: Encodable, Equatable, Sendable {
    /// One placed order in a line: its number, when, how many things and the total.
    public struct Summary: Encodable, Equatable, Sendable {
        public let number: Int
        /// ISO 8601 in UTC; left out for orders from before times were kept.
        public let placedAt: String?
        public let itemCount: Int
        public let total: MoneyDocument
        /// What paid parts of it; left out when nothing did.
        public let payments: [PaymentDocument]?
    }

    /// How many orders have been placed, on every page.
    public let count: Int
    public let orders: [Summary]
    public let page: Int
    public let pageCount: Int
}

/// The answer to a checkout: the order placed, under `order`, or that nothing was ordered, under `message`.
public enum CheckoutDocument: Encodable, Equatable, Sendable {
    case order(OrderDocument)
    case message(String)

    /// The key the answer is printed under.
    public var key: String {
        switch self {
        case .order: "order"
        case .message: "message"
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .order(order): try container.encode(order)
        case let .message(text): try container.encode(text)
        }
    }
}
