import Adapters
import Drivers
import Entities
import Foundation
import UseCases

/// The customer states the history table is measured on: a wish list of two products and a history of `count` orders
/// of the bundled catalogue's products, written by the store's own writer in one change (this version), or as an
/// earlier Tasch wrote them (version 2, every order in the document), for its conversion and for an earlier build.
enum HistoryStates {
    /// The state of a customer with `count` orders behind them.
    static func saved(orders count: Int) throws -> SavedShop {
        let usd = Currency.usDollar
        let names = ["Market Tote", "Linen Cushion", "Oak Serving Board", "Cotton Tea Towels", "Canvas Backpack"]
        let orders = try (0..<count).map { index in
            let lines = try (0...(index % 3)).map { offset in
                let product = (index + offset) % names.count
                return try Order.Line(
                    productID: try productID(product + 1), name: names[product], price: Money(minorUnits: 1_850 + 100 * product, currency: usd),
                    quantity: 1 + offset
                )
            }
            let total = lines.reduce(0) { $0 + $1.amount.minorUnits }
            return try Order(
                number: ShopState.firstOrderNumber + index, lines: lines, total: Money(minorUnits: total, currency: usd),
                placedAt: Timestamp(secondsSince1970: 1_700_000_000 + 3_600 * index), checkoutKey: UUID().uuidString
            )
        }
        let wishList = try WishList([try WishListEntry(try productID(1)), try WishListEntry(try productID(3), quantity: 2)])
        let state = try ShopState(wishList: wishList, nextOrderNumber: ShopState.firstOrderNumber + count)
        return SavedShop(state: state, orders: orders)
    }

    private static func productID(_ raw: Int) throws -> ProductID {
        guard let id = ProductID(raw) else { throw NotAProductID(raw: raw) }
        return id
    }

    /// Writes `saved` at `path` (and its journal beside it) through the store's own writer.
    static func write(_ saved: SavedShop, toPath path: String) async throws {
        try await JSONFileShopStateStore.save(saved, atPath: path, fileSystem: LocalFileSystem(), currency: .usDollar)
    }

    /// Writes `saved` at `path` as a version 2 document, as Tasch wrote it before the journal: pretty-printed, sorted.
    static func writeVersionTwo(_ saved: SavedShop, toPath path: String) throws {
        let document = VersionTwo(
            version: 2,
            wishList: saved.state.wishList.entries.map { .init(productID: $0.productID.rawValue, quantity: $0.quantity) },
            ratings: [:], sold: [:],
            orders: saved.orders.map { order in
                VersionTwo.OrderItem(
                    number: order.number,
                    lines: order.lines.map { .init(productID: $0.productID.rawValue, name: $0.name, price: $0.price.minorUnits, quantity: $0.quantity) },
                    total: order.total.minorUnits, currency: order.total.currency.code,
                    placedAt: order.placedAt.map { Date(timeIntervalSince1970: TimeInterval($0.secondsSince1970)).formatted(.iso8601) },
                    checkoutKey: order.checkoutKey
                )
            },
            nextOrderNumber: saved.state.nextOrderNumber
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
        try (encoder.encode(document) + Data("\n".utf8)).write(to: URL(fileURLWithPath: path))
    }

    /// The shape of a version 2 document (Docs/state-file.md, "Version 2").
    private struct VersionTwo: Encodable {
        struct WishListItem: Encodable {
            let productID: Int
            let quantity: Int
        }

        struct LineItem: Encodable {
            let productID: Int
            let name: String
            let price: Int
            let quantity: Int
        }

        struct OrderItem: Encodable {
            let number: Int
            let lines: [LineItem]
            let total: Int
            let currency: String
            let placedAt: String?
            let checkoutKey: String?
        }

        let version: Int
        let wishList: [WishListItem]
        let ratings: [String: Int]
        let sold: [String: Int]
        let orders: [OrderItem]
        let nextOrderNumber: Int
    }
}

/// A number the generated histories use as a product id is not one.
private struct NotAProductID: Error {
    let raw: Int
}
