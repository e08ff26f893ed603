import Entities

/// Turns one order of a state document into an `Order`, reporting what its types refuse at its place in the file.
enum ShopStateOrderMapping {
    static func order(_ item: ShopStateMapper.OrderItem, at place: String, currency fallback: Currency) throws(ShopStateFileError) -> Order {
        var currency = fallback
        if let code = item.currency {
            guard let named = Currency(code: code) else {
                throw ShopStateFileError("\(place): currency \"\(code)\" is not a three-letter ISO 4217 code")
            }
            currency = named
        }
        var lines: [Order.Line] = []
        for (index, line) in item.lines.enumerated() {
            let linePlace = "\(place).lines[\(index)]"
            let id = try ShopStateDocumentCheck.productID(line.productID, at: linePlace)
            do {
                lines.append(try Order.Line(productID: id, name: line.name, price: Money(minorUnits: line.price, currency: currency), quantity: line.quantity))
            } catch .invalidQuantity {
                throw ShopStateFileError("\(linePlace).quantity: \(line.quantity) must be at least 1")
            } catch {
                throw ShopStateFileError("\(linePlace): \(line.quantity) × \(line.price) is too large to count")
            }
        }
        let placedAt = try item.placedAt.map { text throws(ShopStateFileError) in try ISO8601Time.timestamp(text, at: "\(place).placedAt") }
        do {
            return try Order(
                number: item.number, lines: lines, shipping: item.shipping.map { Money(minorUnits: $0, currency: currency) },
                total: Money(minorUnits: item.total, currency: currency), placedAt: placedAt, checkoutKey: item.checkoutKey
            )
        } catch {
            throw ShopStateFileError("\(place).lines: the quantities add up to more than can be counted")
        }
    }
}
