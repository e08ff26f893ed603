import Entities
import Foundation

/// Reads and writes the state file; its format is documented in Docs/state-file.md.
public enum ShopStateMapper {
    /// The only format version this build reads and writes.
    public static let version = 1

    private struct VersionDocument: Decodable {
        @PathOnOverflow var version: Int
    }

    private struct Document: Codable {
        @PathOnOverflow var version: Int
        @PathOnOverflow var wishList: [Int]
        @PathOnOverflow var ratings: [String: Int]
        @PathOnOverflow var sold: [String: Int]
        let orders: [OrderItem]
        @PathOnOverflow var nextOrderNumber: Int
    }

    private struct OrderItem: Codable {
        @PathOnOverflow var number: Int
        let lines: [LineItem]
        @PathOnOverflow var total: Int
        let currency: String?
    }

    private struct LineItem: Codable {
        @PathOnOverflow var productID: Int
        let name: String
        @PathOnOverflow var price: Int
    }

    /// The state in `data`; `currency` prices orders that name none.
    public static func map(_ data: Data, currency: Currency) throws(ShopStateFileError) -> SavedShopState {
        try ShopStateFileCheck.requireJSON(data)
        let document: Document
        do {
            let version = try JSONDecoder().decode(VersionDocument.self, from: data).version
            guard version <= Self.version else { throw ShopStateFileError.newerVersion(version, supported: Self.version) }
            guard version >= 1 else { throw ShopStateFileError("version \(version) is not a Tasch state version") }
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch let error as ShopStateFileError {
            throw error
        } catch let error as DecodingError {
            throw ShopStateFileError(error, in: data)
        } catch {
            throw .notJSON
        }
        try ShopStateFileCheck.requireDistinctIDs(document.ratings.keys, in: "ratings", of: data)
        try ShopStateFileCheck.requireDistinctIDs(document.sold.keys, in: "sold", of: data)
        return try state(from: document, currency: currency)
    }

    /// The state as the file's bytes: pretty-printed with sorted keys so that the file diffs well.
    public static func data(from state: SavedShopState) throws -> Data {
        let document = Document(
            version: version,
            wishList: state.wishList.map(\.rawValue),
            ratings: Dictionary(uniqueKeysWithValues: state.ratings.map { ($0.key.description, $0.value.stars) }),
            sold: Dictionary(uniqueKeysWithValues: state.sold.map { ($0.key.description, $0.value) }),
            orders: state.orders.map { order in
                OrderItem(
                    number: order.number,
                    lines: order.lines.map { LineItem(productID: $0.productID.rawValue, name: $0.name, price: $0.price.minorUnits) },
                    total: order.total.minorUnits,
                    currency: order.total.currency.code
                )
            },
            nextOrderNumber: state.nextOrderNumber
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(document) + Data("\n".utf8)
    }

    private static func state(from document: Document, currency: Currency) throws(ShopStateFileError) -> SavedShopState {
        var wishList: [ProductID] = []
        for (index, raw) in document.wishList.enumerated() {
            let id = try productID(raw, at: "wishList[\(index)]")
            if !wishList.contains(id) { wishList.append(id) }
        }
        var ratings: [ProductID: Rating] = [:]
        for (key, stars) in document.ratings.sorted(by: { $0.key < $1.key }) {
            guard let rating = Rating(stars: stars) else { throw ShopStateFileError("ratings[\"\(key)\"]: \(stars) stars is not 1 to 5") }
            ratings[try productID(key, at: "ratings")] = rating
        }
        var sold: [ProductID: Int] = [:]
        for (key, count) in document.sold.sorted(by: { $0.key < $1.key }) {
            guard count >= 0 else { throw ShopStateFileError("sold[\"\(key)\"]: \(count) must not be negative") }
            sold[try productID(key, at: "sold")] = count
        }
        var orders: [Order] = []
        for (index, item) in document.orders.enumerated() {
            orders.append(try order(item, at: "orders[\(index)]", currency: currency))
        }
        guard document.nextOrderNumber > 0 else {
            throw ShopStateFileError("nextOrderNumber: \(document.nextOrderNumber) must be positive")
        }
        return SavedShopState(
            wishList: wishList, ratings: ratings, sold: sold, orders: orders, nextOrderNumber: document.nextOrderNumber
        )
    }

    private static func order(_ item: OrderItem, at place: String, currency fallback: Currency) throws(ShopStateFileError) -> Order {
        var currency = fallback
        if let code = item.currency {
            guard let named = Currency(code: code) else {
                throw ShopStateFileError("\(place): currency \"\(code)\" is not a three-letter ISO 4217 code")
            }
            currency = named
        }
        var lines: [Order.Line] = []
        for (index, line) in item.lines.enumerated() {
            lines.append(Order.Line(
                productID: try productID(line.productID, at: "\(place).lines[\(index)]"),
                name: line.name,
                price: Money(minorUnits: line.price, currency: currency)
            ))
        }
        return Order(number: item.number, lines: lines, total: Money(minorUnits: item.total, currency: currency))
    }

    private static func productID(_ raw: Int, at place: String) throws(ShopStateFileError) -> ProductID {
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
