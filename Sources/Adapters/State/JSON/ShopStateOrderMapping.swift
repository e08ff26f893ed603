import Entities

/// Turns one order of a state document, or of a journal line, into an `Order`, reporting what its types refuse at its
/// place (`orders[3]` in a document, nothing in a line of its own); and an `Order` into what the files write. Its
/// payments are its parts' (`ShopStateOrderPart`, listed in `FormatSections.orderParts`), each under its own key.
enum ShopStateOrderMapping {
    static func order(_ item: ShopStateMapper.OrderItem, at place: String, currency fallback: Currency) throws(ShopStateFileError) -> Order {
        var currency = fallback
        if let code = item.currency {
            guard let named = Currency(code: code) else {
                let problem = "currency \(Quoted.excerpt(code)) is not a three-letter ISO 4217 code"
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
        var payments: [(key: String, payment: Payment)] = []
        for (part, stored) in zip(FormatSections.orderParts, item.parts) {
            guard let stored else { continue }
            payments.append((part.key, try part.payment(stored, field(part.key, of: place), currency)))
        }
        do {
            return try Order(
                number: item.number, lines: lines, shipping: item.shipping.map { Money(minorUnits: $0, currency: currency) },
                total: Money(minorUnits: item.total, currency: currency), placedAt: placedAt, checkoutKey: item.checkoutKey,
                payments: payments.map(\.payment)
            )
        } catch .paymentsExceedTheTotal {
            throw paysMore(payments, than: item.total, at: place)
        } catch {
            throw ShopStateFileError("\(field("lines", of: place)): the quantities add up to more than can be counted")
        }
    }

    /// The order's parts pay more than its `total`: named at the part whose payment takes them past it.
    private static func paysMore(_ payments: [(key: String, payment: Payment)], than total: Int, at place: String) -> ShopStateFileError {
        var paid = 0
        let past = payments.first { part in
            paid += part.payment.amount.minorUnits
            return paid > total
        } ?? payments.last
        return ShopStateFileError("\(field("\(past?.key ?? "payments").amount", of: place)): \(past?.payment.amount.minorUnits ?? 0) is more than the order's total, \(total)")
    }

    /// `order` as the files write it; at `position` of the journal when given. Refused when it was paid in a way the
    /// files cannot keep (a kind of payment no part keeps, or two of one kind), rather than written without it.
    static func item(_ order: Order, position: Int? = nil) throws(ShopStateFileError) -> ShopStateMapper.OrderItem {
        var parts: [(any Sendable)?] = []
        for part in FormatSections.orderParts {
            let paid = order.payments.filter { $0.kind == part.kind }
            guard paid.count <= 1 else {
                throw ShopStateFileError("order #\(order.number): the files keep one payment of the kind \(part.kind.name), not \(paid.count)")
            }
            parts.append(paid.first.map(part.stored))
        }
        if let unkept = order.payments.first(where: { payment in !FormatSections.orderParts.contains { $0.kind == payment.kind } }) {
            throw ShopStateFileError("order #\(order.number): the files keep no payment of the kind \(unkept.kind.name)")
        }
        return ShopStateMapper.OrderItem(
            number: order.number,
            lines: order.lines.map { ShopStateMapper.LineItem(productID: $0.productID.rawValue, name: $0.name, price: $0.price.minorUnits, quantity: $0.quantity) },
            total: order.total.minorUnits,
            currency: order.total.currency.code,
            placedAt: order.placedAt.map(ISO8601Time.text),
            checkoutKey: order.checkoutKey,
            shipping: order.shipping.isZero ? nil : order.shipping.minorUnits,
            position: position,
            parts: parts
        )
    }

    /// The path of `name` within `place`: `orders[3].lines[0]`, or `lines[0]` at the top of a line.
    private static func field(_ name: String, of place: String) -> String {
        place.isEmpty ? name : "\(place).\(name)"
    }
}
