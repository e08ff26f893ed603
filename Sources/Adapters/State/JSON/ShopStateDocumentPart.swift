import Entities
import UseCases

/// A part of the state document that a feature adds beside the wish list, ratings, units sold, orders and order
/// numbers, under a key of its own: what each gift card has paid (`giftCardsPaid`). A part reads, checks and writes
/// its own field; the document's reader and writer read `FormatSections.stateDocument`, and name no part. A new part
/// comes with a new version of the document (`since`): an older Tasch refuses that version rather than dropping the part
/// at its next save, and a document of an earlier version, which lacks the part, reads as holding `absent`.
protocol ShopStateDocumentPart: SendableMetatype {
    /// What the document writes under `key`.
    associatedtype Stored: Codable & Sendable
    /// What the part is in the shop's terms, once checked.
    associatedtype Value: Sendable
    /// The part's field in the document.
    static var key: String { get }
    /// The first version of the document that holds the part; required from there on.
    static var since: Int { get }
    /// What a document of an earlier version holds.
    static var absent: Stored { get }
    /// What `stored` is in `currency`, refused at the part's place (`giftCardsPaid["A"]`) where no state could hold it.
    static func checked(_ stored: Stored, currency: Currency) throws(ShopStateFileError) -> Value
    /// `state` holding `value`.
    static func apply(_ value: Value, to state: inout ShopState)
    /// What the document writes of `state`: read back, it is `state`'s again.
    static func stored(from state: ShopState) -> Stored
}

/// A part of the state document as `FormatSections.stateDocument` lists it, its type erased: what the document's
/// reader, check and writer call, made once from the part's own type.
struct AnyShopStateDocumentPart: Sendable {
    /// The part's field in the document.
    let key: String
    /// What a document of `version` holds of the part: its field (required from the part's version on, and reported at
    /// its path when a number does not fit), or what an earlier version holds.
    let decode: @Sendable (KeyedDecodingContainer<JSONKey>, _ version: Int) throws -> any Sendable
    /// Writes what the part stores into the document's container.
    let encode: @Sendable (any Sendable, inout KeyedEncodingContainer<JSONKey>) throws -> Void
    /// What the part stores, checked in the currency given: how the state then holds it.
    let checked: @Sendable (any Sendable, Currency) throws(ShopStateFileError) -> @Sendable (inout ShopState) -> Void
    /// What the part stores of a state.
    let stored: @Sendable (ShopState) -> any Sendable

    /// `part`, its type erased.
    init<Part: ShopStateDocumentPart>(_ part: Part.Type) {
        key = Part.key
        decode = { container, version in
            guard version >= Part.since else { return Part.absent }
            return try container.decode(PathOnOverflow<Part.Stored>.self, forKey: JSONKey(Part.key)).wrappedValue
        }
        encode = { stored, container in try container.encode(PathOnOverflow(wrappedValue: stored as? Part.Stored ?? Part.absent), forKey: JSONKey(Part.key)) }
        checked = { (stored, currency) throws(ShopStateFileError) in
            let value = try Part.checked(stored as? Part.Stored ?? Part.absent, currency: currency)
            return { state in Part.apply(value, to: &state) }
        }
        stored = { state in Part.stored(from: state) }
    }
}
