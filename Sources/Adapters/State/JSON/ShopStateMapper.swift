import Entities
import Foundation
import UseCases

/// Reads and writes the state document; its format is documented in Docs/state-file.md. It writes the latest version
/// and reads every version there has been. Versions 3 and 4 keep the orders in a journal beside the document
/// (`ShopStateJournalLines`), and each part a feature adds from its version on (`ShopStateDocumentPart`: from version
/// 4, what each gift card has paid); versions 1 and 2 hold the orders in the document, and are read whole, to be
/// converted.
public enum ShopStateMapper {
    /// The format version this build writes; it reads this one and every one before it.
    public static let version = 4

    /// The document in `data`, of any version up to this build's; `currency` prices orders that name none, and what
    /// was wished for.
    public static func map(_ data: Data, currency: Currency) throws(ShopStateFileError) -> SavedDocument {
        try ShopStateFileCheck.requireJSON(data)
        let decoded: Decoded
        do {
            let version = try JSONDecoder().decode(VersionDocument.self, from: data).version
            guard version <= Self.version else { throw ShopStateFileError.newerVersion(version, supported: Self.version) }
            guard version >= 1 else { throw ShopStateFileError("version \(version) is not a Tasch state version") }
            decoded = switch version {
            case 1: .earlier(try JSONDecoder().decode(DocumentV1.self, from: data).migrated)
            case 2: .earlier(try JSONDecoder().decode(DocumentV2.self, from: data))
            default: .current(try JSONDecoder().decode(Document.self, from: data))
            }
        } catch let error as ShopStateFileError {
            throw error
        } catch let error as DecodingError {
            throw ShopStateFileError(error, in: data)
        } catch {
            throw .notJSON
        }
        try ShopStateFileCheck.requireDistinctIDs(decoded.ratings.keys, in: "ratings", of: data)
        try ShopStateFileCheck.requireDistinctIDs(decoded.sold.keys, in: "sold", of: data)
        switch decoded {
        case let .current(document): return try ShopStateDocumentCheck.current(document, currency: currency)
        case let .earlier(document): return try ShopStateDocumentCheck.earlier(document, currency: currency)
        }
    }

    /// `state` and the commit record of its journal as the document's bytes, in this build's version: pretty-printed
    /// with sorted keys so that the file diffs well.
    public static func data(from state: ShopState, journal: JournalCommit) throws -> Data {
        let document = Document(
            version: version,
            wishList: state.wishList.entries.map {
                WishListItem(productID: $0.productID.rawValue, quantity: $0.quantity, priceWhenAdded: $0.priceWhenAdded?.minorUnits)
            },
            ratings: Dictionary(uniqueKeysWithValues: state.ratings.map { ($0.key.description, $0.value.stars) }),
            sold: Dictionary(uniqueKeysWithValues: state.sold.byProduct.map { ($0.key.description, $0.value) }),
            parts: FormatSections.stateDocument.map { part in part.stored(state) },
            orders: JournalItem(salt: journal.salt, bytes: journal.bytes, count: journal.count, lastNumber: journal.lastNumber),
            nextOrderNumber: state.nextOrderNumber
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(document) + Data("\n".utf8)
    }

    /// A document decoded in its own version's shape.
    private enum Decoded {
        case current(Document)
        case earlier(DocumentV2)

        var ratings: [String: Int] {
            switch self {
            case let .current(document): document.ratings
            case let .earlier(document): document.ratings
            }
        }

        var sold: [String: Int] {
            switch self {
            case let .current(document): document.sold
            case let .earlier(document): document.sold
            }
        }
    }
}
