import Foundation

/// The shapes of the state document, one a version, and of a line of the order journal beside it (Docs/state-file.md).
/// They are the mapper's private detail: decoded here, turned into the shop's values by `ShopStateDocumentCheck`.
extension ShopStateMapper {
    struct VersionDocument: Decodable {
        @PathOnOverflow var version: Int
    }

    /// Versions 3 and 4: the customer's current state, each part of `FormatSections.stateDocument` under its key (what
    /// each gift card has paid, from version 4), and what is committed of the order journal beside it.
    struct Document: Codable {
        @PathOnOverflow var version: Int
        let wishList: [WishListItem]
        @PathOnOverflow var ratings: [String: Int]
        @PathOnOverflow var sold: [String: Int]
        /// What each part stores, in the order of `FormatSections.stateDocument`.
        let parts: [any Sendable]
        let orders: JournalItem
        @PathOnOverflow var nextOrderNumber: Int

        init(
            version: Int, wishList: [WishListItem], ratings: [String: Int], sold: [String: Int], parts: [any Sendable],
            orders: JournalItem, nextOrderNumber: Int
        ) {
            (self.version, self.wishList, self.ratings, self.sold) = (version, wishList, ratings, sold)
            (self.parts, self.orders, self.nextOrderNumber) = (parts, orders, nextOrderNumber)
        }

        /// The fields in the order they were declared when the document was `Codable`'s to read, the parts after the
        /// units sold, so that of two fields of the wrong type the same one is named.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: JSONKey.self)
            let version = try container.decode(PathOnOverflow<Int>.self, forKey: JSONKey("version")).wrappedValue
            self.init(
                version: version,
                wishList: try container.decode([WishListItem].self, forKey: JSONKey("wishList")),
                ratings: try container.decode(PathOnOverflow<[String: Int]>.self, forKey: JSONKey("ratings")).wrappedValue,
                sold: try container.decode(PathOnOverflow<[String: Int]>.self, forKey: JSONKey("sold")).wrappedValue,
                parts: try FormatSections.stateDocument.map { part in try part.decode(container, version) },
                orders: try container.decode(JournalItem.self, forKey: JSONKey("orders")),
                nextOrderNumber: try container.decode(PathOnOverflow<Int>.self, forKey: JSONKey("nextOrderNumber")).wrappedValue
            )
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: JSONKey.self)
            try container.encode(_version, forKey: JSONKey("version"))
            try container.encode(wishList, forKey: JSONKey("wishList"))
            try container.encode(_ratings, forKey: JSONKey("ratings"))
            try container.encode(_sold, forKey: JSONKey("sold"))
            for (part, stored) in zip(FormatSections.stateDocument, parts) { try part.encode(stored, &container) }
            try container.encode(orders, forKey: JSONKey("orders"))
            try container.encode(_nextOrderNumber, forKey: JSONKey("nextOrderNumber"))
        }
    }

    /// The journal's commit record: its salt, and how many bytes and orders of it are committed, the last numbered what.
    struct JournalItem: Codable {
        let salt: String
        @PathOnOverflow var bytes: Int
        @PathOnOverflow var count: Int
        @PathOnOverflow var lastNumber: Int?
    }

    /// Version 2: wish-list lines with a quantity and the price they were wished for at; order lines with a quantity;
    /// orders with when they were placed and the key of the checkout that placed them, all in the document.
    struct DocumentV2: Decodable {
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

    /// An order of a version 2 document, or of a line of the journal, where it also has its `position`; from version 4
    /// with each part of `FormatSections.orderParts` that it holds (what a gift card paid toward it), under its key.
    struct OrderItem: Codable {
        @PathOnOverflow var number: Int
        let lines: [LineItem]
        @PathOnOverflow var total: Int
        let currency: String?
        let placedAt: String?
        let checkoutKey: String?
        let shipping: Int?
        @PathOnOverflow var position: Int?
        /// What each part holds, in the order of `FormatSections.orderParts`; nil where the order has none of it.
        let parts: [(any Sendable)?]

        init(
            number: Int, lines: [LineItem], total: Int, currency: String?, placedAt: String?, checkoutKey: String?, shipping: Int?,
            position: Int?, parts: [(any Sendable)?] = FormatSections.orderParts.map { _ in nil }
        ) {
            (self.number, self.lines, self.total, self.currency) = (number, lines, total, currency)
            (self.placedAt, self.checkoutKey, self.shipping, self.position, self.parts) = (placedAt, checkoutKey, shipping, position, parts)
        }

        /// The fields in the order they were declared when the order was `Codable`'s to read, its parts last.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: JSONKey.self)
            self.init(
                number: try container.decode(PathOnOverflow<Int>.self, forKey: JSONKey("number")).wrappedValue,
                lines: try container.decode([LineItem].self, forKey: JSONKey("lines")),
                total: try container.decode(PathOnOverflow<Int>.self, forKey: JSONKey("total")).wrappedValue,
                currency: try container.decodeIfPresent(String.self, forKey: JSONKey("currency")),
                placedAt: try container.decodeIfPresent(String.self, forKey: JSONKey("placedAt")),
                checkoutKey: try container.decodeIfPresent(String.self, forKey: JSONKey("checkoutKey")),
                shipping: try container.decodeIfPresent(Int.self, forKey: JSONKey("shipping")),
                position: try container.decode(PathOnOverflow<Int?>.self, forKey: JSONKey("position")).wrappedValue,
                parts: try FormatSections.orderParts.map { part in try part.decode(container) }
            )
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: JSONKey.self)
            try container.encode(_number, forKey: JSONKey("number"))
            try container.encode(lines, forKey: JSONKey("lines"))
            try container.encode(_total, forKey: JSONKey("total"))
            try container.encodeIfPresent(currency, forKey: JSONKey("currency"))
            try container.encodeIfPresent(placedAt, forKey: JSONKey("placedAt"))
            try container.encodeIfPresent(checkoutKey, forKey: JSONKey("checkoutKey"))
            try container.encodeIfPresent(shipping, forKey: JSONKey("shipping"))
            try container.encode(_position, forKey: JSONKey("position"))
            for (part, stored) in zip(FormatSections.orderParts, parts) {
                if let stored { try part.encode(stored, &container) }
            }
        }
    }

    struct LineItem: Codable {
        @PathOnOverflow var productID: Int
        let name: String
        @PathOnOverflow var price: Int
        @PathOnOverflow var quantity: Int
    }

    /// The journal's first line: what it is, the salt its state document names, and its version.
    struct JournalHeader: Codable {
        let journal: String
        let salt: String
        @PathOnOverflow var version: Int
    }

    /// Version 1: the wish list as ids, one of each; order lines of one each; no times or keys.
    struct DocumentV1: Decodable {
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
        var migrated: DocumentV2 {
            DocumentV2(
                version: 2,
                wishList: wishList.map { WishListItem(productID: $0, quantity: 1, priceWhenAdded: nil) },
                ratings: ratings, sold: sold,
                orders: orders.map { order in
                    ShopStateMapper.OrderItem(
                        number: order.number,
                        lines: order.lines.map { ShopStateMapper.LineItem(productID: $0.productID, name: $0.name, price: $0.price, quantity: 1) },
                        total: order.total, currency: order.currency, placedAt: nil, checkoutKey: nil, shipping: nil, position: nil
                    )
                },
                nextOrderNumber: nextOrderNumber
            )
        }
    }
}

/// A field that may be left out, read as `PathOnOverflow` reads one that may not: a number that does not fit is
/// reported at its path. Left out when it is nil, as the standard library leaves out an optional.
extension KeyedDecodingContainer {
    func decode<Value: Codable>(_ type: PathOnOverflow<Value?>.Type, forKey key: Key) throws -> PathOnOverflow<Value?> {
        try decodeIfPresent(type, forKey: key) ?? PathOnOverflow(wrappedValue: nil)
    }
}

extension KeyedEncodingContainer {
    mutating func encode<Value: Codable>(_ value: PathOnOverflow<Value?>, forKey key: Key) throws {
        if let wrapped = value.wrappedValue { try encode(wrapped, forKey: key) }
    }
}
