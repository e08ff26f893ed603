import Entities
import Foundation
import UseCases

/// Reads and writes the state file; its format is documented in Docs/state-file.md. It writes the latest version and
/// reads every version there has been, migrating an older one as it reads it.
public enum ShopStateMapper {
    /// The format version this build writes; it reads this one and every one before it.
    public static let version = 2

    private struct VersionDocument: Decodable {
        @PathOnOverflow var version: Int
    }

    /// Version 2: wish-list lines with a quantity and the price they were wished for at; order lines with a quantity;
    /// orders with when they were placed and the key of the checkout that placed them.
    struct Document: Codable {
        @PathOnOverflow var version: Int
        let wishList: [WishListItem]
        @PathOnOverflow var ratings: [String: Int]
        @PathOnOverflow var sold: [String: Int]
        let orders: [OrderItem]
        @PathOnOverflow var nextOrderNumber: Int
    }

    struct WishListItem: Codable {
        @PathOnOverflow var productID: Int
        @PathOnOverflow var quantity: Int
        let priceWhenAdded: Int?
    }

    struct OrderItem: Codable {
        @PathOnOverflow var number: Int
        let lines: [LineItem]
        @PathOnOverflow var total: Int
        let currency: String?
        let placedAt: String?
        let checkoutKey: String?
        let shipping: Int?
    }

    struct LineItem: Codable {
        @PathOnOverflow var productID: Int
        let name: String
        @PathOnOverflow var price: Int
        @PathOnOverflow var quantity: Int
    }

    /// Version 1: the wish list as ids, one of each; order lines of one each; no times or keys.
    private struct DocumentV1: Decodable {
        struct OrderItem: Decodable {
            @PathOnOverflow var number: Int
            let lines: [LineItem]
            @PathOnOverflow var total: Int
            let currency: String?
        }

        struct LineItem: Decodable {
            @PathOnOverflow var productID: Int
            let name: String
            @PathOnOverflow var price: Int
        }

        @PathOnOverflow var wishList: [Int]
        @PathOnOverflow var ratings: [String: Int]
        @PathOnOverflow var sold: [String: Int]
        let orders: [OrderItem]
        @PathOnOverflow var nextOrderNumber: Int

        /// The same state in version 2: one of each wished-for product at no remembered price, order lines of one.
        var migrated: Document {
            Document(
                version: 2,
                wishList: wishList.map { WishListItem(productID: $0, quantity: 1, priceWhenAdded: nil) },
                ratings: ratings, sold: sold,
                orders: orders.map { order in
                    ShopStateMapper.OrderItem(
                        number: order.number,
                        lines: order.lines.map { ShopStateMapper.LineItem(productID: $0.productID, name: $0.name, price: $0.price, quantity: 1) },
                        total: order.total, currency: order.currency, placedAt: nil, checkoutKey: nil, shipping: nil
                    )
                },
                nextOrderNumber: nextOrderNumber
            )
        }
    }

    /// The state in `data`, of any version up to this build's; `currency` prices orders that name none, and what was
    /// wished for.
    public static func map(_ data: Data, currency: Currency) throws(ShopStateFileError) -> SavedShop {
        try ShopStateFileCheck.requireJSON(data)
        let document: Document
        do {
            let version = try JSONDecoder().decode(VersionDocument.self, from: data).version
            guard version <= Self.version else { throw ShopStateFileError.newerVersion(version, supported: Self.version) }
            guard version >= 1 else { throw ShopStateFileError("version \(version) is not a Tasch state version") }
            document = version == 1
                ? try JSONDecoder().decode(DocumentV1.self, from: data).migrated
                : try JSONDecoder().decode(Document.self, from: data)
        } catch let error as ShopStateFileError {
            throw error
        } catch let error as DecodingError {
            throw ShopStateFileError(error, in: data)
        } catch {
            throw .notJSON
        }
        try ShopStateFileCheck.requireDistinctIDs(document.ratings.keys, in: "ratings", of: data)
        try ShopStateFileCheck.requireDistinctIDs(document.sold.keys, in: "sold", of: data)
        return try ShopStateDocumentCheck.saved(from: document, currency: currency)
    }

    /// The state as the file's bytes, in this build's version: pretty-printed with sorted keys so that the file diffs well.
    public static func data(from saved: SavedShop) throws -> Data {
        let state = saved.state
        let document = Document(
            version: version,
            wishList: state.wishList.entries.map {
                WishListItem(productID: $0.productID.rawValue, quantity: $0.quantity, priceWhenAdded: $0.priceWhenAdded?.minorUnits)
            },
            ratings: Dictionary(uniqueKeysWithValues: state.ratings.map { ($0.key.description, $0.value.stars) }),
            sold: Dictionary(uniqueKeysWithValues: state.sold.byProduct.map { ($0.key.description, $0.value) }),
            orders: saved.orders.map(item),
            nextOrderNumber: state.nextOrderNumber
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(document) + Data("\n".utf8)
    }

    private static func item(_ order: Order) -> OrderItem {
        OrderItem(
            number: order.number,
            lines: order.lines.map { LineItem(productID: $0.productID.rawValue, name: $0.name, price: $0.price.minorUnits, quantity: $0.quantity) },
            total: order.total.minorUnits,
            currency: order.total.currency.code,
            placedAt: order.placedAt.map(ISO8601Time.text),
            checkoutKey: order.checkoutKey,
            shipping: order.shipping.isZero ? nil : order.shipping.minorUnits
        )
    }
}
