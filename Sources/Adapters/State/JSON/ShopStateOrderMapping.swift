import Entities

/// Turns one order of a state document, or of a journal line, into an `Order`, reporting what its types refuse at its
/// place (`orders[3]` in a document, nothing in a line of its own); and an `Order` into what the files write.
enum ShopStateOrderMapping {
    static func order(_ item: ShopStateMapper.OrderItem, at place: String, currency fallback: Currency) throws(ShopStateFileError) -> Order {
        var currency = fallback
        if let code = item.currency {
            guard let named = Currency(code: code) else {
                let problem = "currency \"\(code)\" is not a three-letter ISO 4217 code"
                throw ShopStateFileError(place.isEmpty ? problem : "\(place): \(problem)")
            }
            currency = named
        }
        var lines: [Order.Line] = []
        for (index, line) in item.lines.enumerated() {
            let linePlace = field("lines[\(index)]", of: place)
            let id = try ShopStateDocumentCheck.productID(line.productID, at: linePlace)
            do {
                lines.append(try Order.Line(productID: id, name: line.name, price: Money(minorUnits: line.price, currency: currency), quantity: line.quantity))
            } catch .invalidQuantity {
                throw ShopStateFileError("\(linePlace).quantity: \(line.quantity) must be at least 1")
            } catch {
                throw ShopStateFileError("\(linePlace): \(line.quantity) × \(line.price) is too large to count")
            }
        }
        let placedAt = try item.placedAt.map { text throws(ShopStateFileError) in try ISO8601Time.timestamp(text, at: field("placedAt", of: place)) }
        let giftCard = try item.giftCard.map { (part) throws(ShopStateFileError) in try giftCardPart(part, at: field("giftCard", of: place), currency: currency) }
        do {
            return try Order(
                number: item.number, lines: lines, shipping: item.shipping.map { Money(minorUnits: $0, currency: currency) },
                total: Money(minorUnits: item.total, currency: currency), placedAt: placedAt, checkoutKey: item.checkoutKey, payments: giftCard.map { [$0] } ?? []
            )
        } catch .paymentsExceedTheTotal {
            throw ShopStateFileError("\(field("giftCard.amount", of: place)): \(giftCard?.amount.minorUnits ?? 0) is more than the order's total, \(item.total)")
        } catch {
            throw ShopStateFileError("\(field("lines", of: place)): the quantities add up to more than can be counted")
        }
    }

    /// What a gift card paid toward an order, refused at `place` where no card could have paid it: an ending that is no
    /// card's, an amount below nothing.
    private static func giftCardPart(
        _ item: ShopStateMapper.GiftCardItem, at place: String, currency: Currency
    ) throws(ShopStateFileError) -> Payment {
        // An ending is a card's own ending, were it a card's code: so what an ending is stays `GiftCard`'s to say.
        guard (try? GiftCard(code: item.ending, amount: Money(minorUnits: 1, currency: currency)))?.ending == item.ending else {
            throw ShopStateFileError("\(place).ending: \"\(item.ending)\" is not the ending of a gift card")
        }
        guard item.amount >= 0 else { throw ShopStateFileError("\(place).amount: \(item.amount) must not be negative") }
        return Payment(kind: .giftCard, reference: item.ending, amount: Money(minorUnits: item.amount, currency: currency))
    }

    /// `order` as the files write it; at `position` of the journal when given.
    static func item(_ order: Order, position: Int? = nil) -> ShopStateMapper.OrderItem {
        ShopStateMapper.OrderItem(
            number: order.number,
            lines: order.lines.map { ShopStateMapper.LineItem(productID: $0.productID.rawValue, name: $0.name, price: $0.price.minorUnits, quantity: $0.quantity) },
            total: order.total.minorUnits,
            currency: order.total.currency.code,
            placedAt: order.placedAt.map(ISO8601Time.text),
            checkoutKey: order.checkoutKey,
            shipping: order.shipping.isZero ? nil : order.shipping.minorUnits,
            position: position,
            // The files know one payment, a gift card's: the only kind an order is paid with yet.
            giftCard: order.payments.first { $0.kind == .giftCard }.map { ShopStateMapper.GiftCardItem(ending: $0.reference, amount: $0.amount.minorUnits) }
        )
    }

    /// The path of `name` within `place`: `orders[3].lines[0]`, or `lines[0]` at the top of a line.
    private static func field(_ name: String, of place: String) -> String {
        place.isEmpty ? name : "\(place).\(name)"
    }
}
