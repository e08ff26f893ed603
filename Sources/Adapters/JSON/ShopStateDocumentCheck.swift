import Entities
import UseCases

/// Turns a decoded state document into the shop's values, each made by its own type, and reports a value the type
/// refuses at its place in the file: a quantity below 1, a negative count, items or amounts too large to count, an
/// order number given twice or not below the next one.
enum ShopStateDocumentCheck {
    static func saved(from document: ShopStateMapper.Document, currency: Currency) throws(ShopStateFileError) -> SavedShop {
        let wishList = try wishList(document.wishList, currency: currency)
        var ratings: [ProductID: Rating] = [:]
        for (key, stars) in document.ratings.sorted(by: { $0.key < $1.key }) {
            guard let rating = Rating(stars: stars) else {
                throw ShopStateFileError("ratings[\"\(key)\"]: \(stars) stars is not \(StarsFormatter.allowedRange)")
            }
            ratings[try productID(key, at: "ratings")] = rating
        }
        let sold = try sold(document.sold)
        let orders = try orders(document.orders, currency: currency)
        let state: ShopState
        do {
            state = try ShopState(wishList: wishList, ratings: ratings, sold: sold, nextOrderNumber: document.nextOrderNumber)
        } catch {
            throw ShopStateFileError("nextOrderNumber: \(document.nextOrderNumber) must be positive")
        }
        if let (index, highest) = orders.enumerated().max(by: { $0.element.number < $1.element.number }), highest.number >= state.nextOrderNumber {
            throw ShopStateFileError(
                "nextOrderNumber: \(state.nextOrderNumber) is not above orders[\(index)].number, \(highest.number): the next order would take a number in use"
            )
        }
        return SavedShop(state: state, orders: orders)
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
            throw ShopStateFileError("sold[\"\(keys[error.productID] ?? error.productID.description)\"]: \(byProduct[error.productID] ?? 0) must not be negative")
        }
    }

    private static func orders(_ items: [ShopStateMapper.OrderItem], currency: Currency) throws(ShopStateFileError) -> [Order] {
        var orders: [Order] = []
        var places: [Int: Int] = [:]
        for (index, item) in items.enumerated() {
            if let first = places.updateValue(index, forKey: item.number) {
                throw ShopStateFileError("orders[\(index)].number: \(item.number) is the number of orders[\(first)] too")
            }
            orders.append(try ShopStateOrderMapping.order(item, at: "orders[\(index)]", currency: currency))
        }
        return orders
    }

    static func productID(_ raw: Int, at place: String) throws(ShopStateFileError) -> ProductID {
        guard let id = ProductID(raw) else { throw ShopStateFileError("\(place): \(raw) is not a product id") }
        return id
    }

    private static func productID(_ key: String, at place: String) throws(ShopStateFileError) -> ProductID {
        guard let raw = Int(key), let id = ProductID(raw) else {
            throw ShopStateFileError("\(place): \"\(key)\" is not a product id")
        }
        return id
    }
}
