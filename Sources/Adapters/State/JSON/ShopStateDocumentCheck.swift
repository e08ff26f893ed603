import Entities
import UseCases

/// Turns a decoded state document into the shop's values, each made by its own type, and reports a value the type
/// refuses at its place in the file: a quantity below 1, a negative count, items or amounts too large to count, an
/// order number given twice or not below the next one, a journal's commit record that cannot be one. Each part a
/// feature adds (`ShopStateDocumentPart`) checks its own.
enum ShopStateDocumentCheck {
    /// A version 3 or 4 document: the state with each of its parts, each checked by the part first, and its journal's
    /// commit record, which must agree with the state.
    static func current(_ document: ShopStateMapper.Document, currency: Currency) throws(ShopStateFileError) -> SavedDocument {
        var parts: [@Sendable (inout ShopState) -> Void] = []
        for (part, stored) in zip(FormatSections.stateDocument, document.parts) {
            parts.append(try part.checked(stored, currency))
        }
        var state = try state(
            wishList: document.wishList, ratings: document.ratings, sold: document.sold, nextOrderNumber: document.nextOrderNumber,
            currency: currency
        )
        for part in parts { part(&state) }
        return .current(state, try commit(document.orders, of: state))
    }

    /// A version 1 or 2 document: the state and every order, numbered once each and below the next number.
    static func earlier(_ document: ShopStateMapper.DocumentV2, currency: Currency) throws(ShopStateFileError) -> SavedDocument {
        let state = try state(
            wishList: document.wishList, ratings: document.ratings, sold: document.sold, nextOrderNumber: document.nextOrderNumber,
            currency: currency
        )
        let orders = try orders(document.orders, currency: currency)
        if let (index, highest) = orders.enumerated().max(by: { $0.element.number < $1.element.number }),
           !state.isNextOrderNumberAbove(everyOrderUpTo: highest.number) {
            throw ShopStateFileError(
                "nextOrderNumber: \(state.nextOrderNumber) is not above orders[\(index)].number, \(highest.number): the next order would take a number in use"
            )
        }
        return .earlier(SavedShop(state: state, orders: orders))
    }

    private static func state(
        wishList items: [ShopStateMapper.WishListItem], ratings stars: [String: Int], sold counts: [String: Int], nextOrderNumber: Int,
        currency: Currency
    ) throws(ShopStateFileError) -> ShopState {
        let wishList = try wishList(items, currency: currency)
        var ratings: [ProductID: Rating] = [:]
        for (key, stars) in stars.sorted(by: { $0.key < $1.key }) {
            guard let rating = Rating(stars: stars) else {
                throw ShopStateFileError("ratings[\(Quoted.excerpt(key))]: \(stars) stars is not \(StarsFormatter.allowedRange)")
            }
            ratings[try productID(key, at: "ratings")] = rating
        }
        let sold = try sold(counts)
        do {
            return try ShopState(wishList: wishList, ratings: ratings, sold: sold, nextOrderNumber: nextOrderNumber)
        } catch {
            throw ShopStateFileError("nextOrderNumber: \(nextOrderNumber) must be positive")
        }
    }

    /// The journal's commit record, refused where it cannot describe a journal: counts below 0, orders in no bytes or
    /// bytes holding no order, a last number missing or given with none, or not below `state`'s next order number.
    private static func commit(_ item: ShopStateMapper.JournalItem, of state: ShopState) throws(ShopStateFileError) -> JournalCommit {
        guard item.salt.utf8.count == 16, item.salt.utf8.allSatisfy({ $0.isHexDigit }) else {
            throw ShopStateFileError("orders.salt: \(Quoted.excerpt(item.salt)) is not 16 hexadecimal digits")
        }
        guard item.bytes >= 0 else { throw ShopStateFileError("orders.bytes: \(item.bytes) must not be negative") }
        guard item.count >= 0 else { throw ShopStateFileError("orders.count: \(item.count) must not be negative") }
        // Every order takes a line of many bytes, so a count above the bytes is damage, and counts stay far from overflow.
        guard (item.count == 0) == (item.bytes == 0), item.count <= item.bytes else {
            throw ShopStateFileError("orders: \(item.count) orders cannot take \(item.bytes) bytes")
        }
        guard (item.count == 0) == (item.lastNumber == nil) else {
            throw ShopStateFileError(item.count == 0 ? "orders.lastNumber: given for no orders" : "orders: missing \"lastNumber\"")
        }
        if let last = item.lastNumber, !state.isNextOrderNumberAbove(everyOrderUpTo: last) {
            throw ShopStateFileError(
                "nextOrderNumber: \(state.nextOrderNumber) is not above orders.lastNumber, \(last): the next order would take a number in use"
            )
        }
        return JournalCommit(salt: item.salt, bytes: item.bytes, count: item.count, lastNumber: item.lastNumber)
    }

    private static func wishList(_ items: [ShopStateMapper.WishListItem], currency: Currency) throws(ShopStateFileError) -> WishList {
        var entries: [WishListEntry] = []
        for (index, item) in items.enumerated() {
            let place = "wishList[\(index)]"
            let id = try productID(item.productID, at: "\(place).productID")
            do {
                entries.append(try WishListEntry(id, quantity: item.quantity, priceWhenAdded: item.priceWhenAdded.map { Money(minorUnits: $0, currency: currency) }))
            } catch .invalidQuantity {
                throw ShopStateFileError("\(place).quantity: \(item.quantity) must be at least 1")
            } catch {
                throw ShopStateFileError("\(place).priceWhenAdded: \(item.priceWhenAdded ?? 0) must not be negative")
            }
        }
        do {
            return try WishList(entries)
        } catch {
            throw ShopStateFileError("wishList[\(error.entryIndex)].quantity: \(items[error.entryIndex].quantity) makes more items than can be counted")
        }
    }

    private static func sold(_ counts: [String: Int]) throws(ShopStateFileError) -> UnitsSold {
        var byProduct: [ProductID: Int] = [:]
        var keys: [ProductID: String] = [:]
        for (key, count) in counts.sorted(by: { $0.key < $1.key }) {
            let id = try productID(key, at: "sold")
            byProduct[id] = count
            keys[id] = key
        }
        do {
            return try UnitsSold(byProduct)
        } catch {
            throw ShopStateFileError("sold[\(Quoted.excerpt(keys[error.productID] ?? error.productID.description))]: \(byProduct[error.productID] ?? 0) must not be negative")
        }
    }

    private static func orders(_ items: [ShopStateMapper.OrderItem], currency: Currency) throws(ShopStateFileError) -> [Order] {
        try requireOrderNumbers(items)
        var orders: [Order] = []
        for (index, item) in items.enumerated() {
            orders.append(try ShopStateOrderMapping.order(item, at: "orders[\(index)]", currency: currency))
        }
        return orders
    }

    /// Refuses orders that break the order numbers' rule (`OrderNumbering`) once placed in the order of their numbers,
    /// as a conversion places them: only a number given twice can, named at the later of the two listed.
    private static func requireOrderNumbers(_ items: [ShopStateMapper.OrderItem]) throws(ShopStateFileError) {
        let placed = items.indices.sorted { (items[$0].number, $0) < (items[$1].number, $1) }
        for (before, index) in zip(placed, placed.dropFirst()) {
            do {
                try OrderNumbering.requireOrder(numbered: items[index].number, after: items[before].number)
            } catch {
                // Ties stand in the order listed, so `before` is the first listed of the number.
                throw ShopStateFileError("orders[\(index)].number: \(items[index].number) is the number of orders[\(before)] too")
            }
        }
    }

    static func productID(_ raw: Int, at place: String) throws(ShopStateFileError) -> ProductID {
        guard let id = ProductID(raw) else { throw ShopStateFileError("\(place): \(raw) is not a product id") }
        return id
    }

    private static func productID(_ key: String, at place: String) throws(ShopStateFileError) -> ProductID {
        guard let raw = Int(key), let id = ProductID(raw) else {
            throw ShopStateFileError("\(place): \(Quoted.excerpt(key)) is not a product id")
        }
        return id
    }
}

extension UInt8 {
    /// Whether the byte is an ASCII hexadecimal digit, either case.
    fileprivate var isHexDigit: Bool {
        (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
    }
}
