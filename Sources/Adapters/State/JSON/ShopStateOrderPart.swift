import Entities

/// A part of an order that a feature adds, as the journal's lines (and an earlier document's orders) keep it under a
/// key of its own: a payment of one kind (what a gift card paid, `giftCard`). The order's mapping reads
/// `FormatSections.orderParts` and names no part. The files keep one payment of each kind an order; its amount is
/// written under `amount`, where a part that pays more than the order's total is named.
protocol ShopStateOrderPart: SendableMetatype {
    /// What an order's line writes under `key`.
    associatedtype Stored: Codable & Sendable
    /// The part's field in an order's line.
    static var key: String { get }
    /// The kind of payment the part keeps.
    static var kind: PaymentKind { get }
    /// The payment `stored` keeps, in `currency`, refused at `place` (`giftCard`, `orders[3].giftCard`) where no such
    /// payment could have been made.
    static func payment(_ stored: Stored, at place: String, currency: Currency) throws(ShopStateFileError) -> Payment
    /// What an order's line writes of `payment`: read back, it is `payment` again.
    static func stored(_ payment: Payment) -> Stored
}

/// A part of an order as `FormatSections.orderParts` lists it, its type erased: what the order's mapping calls.
struct AnyShopStateOrderPart: Sendable {
    /// The part's field in an order's line.
    let key: String
    /// The kind of payment the part keeps.
    let kind: PaymentKind
    /// What an order's line holds of the part, nil when it holds none; a number that does not fit is reported at its path.
    let decode: @Sendable (KeyedDecodingContainer<JSONKey>) throws -> (any Sendable)?
    /// Writes what the part holds into an order's line.
    let encode: @Sendable (any Sendable, inout KeyedEncodingContainer<JSONKey>) throws -> Void
    /// The payment that what the part holds keeps, at the place and in the currency given.
    let payment: @Sendable (any Sendable, String, Currency) throws(ShopStateFileError) -> Payment
    /// What an order's line holds of a payment of the part's kind.
    let stored: @Sendable (Payment) -> any Sendable

    /// `part`, its type erased.
    init<Part: ShopStateOrderPart>(_ part: Part.Type) {
        key = Part.key
        kind = Part.kind
        decode = { container in try container.decode(PathOnOverflow<Part.Stored?>.self, forKey: JSONKey(Part.key)).wrappedValue }
        encode = { stored, container in
            if let stored = stored as? Part.Stored { try container.encode(PathOnOverflow(wrappedValue: stored), forKey: JSONKey(Part.key)) }
        }
        payment = { (stored, place, currency) throws(ShopStateFileError) in
            guard let stored = stored as? Part.Stored else { throw ShopStateFileError("\(place): not \(Part.key)") }
            return try Part.payment(stored, at: place, currency: currency)
        }
        stored = { payment in Part.stored(payment) }
    }
}
