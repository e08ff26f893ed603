import Entities

/// The parts that features add to the files Tasch reads and writes, one entry a feature and file: the only place that
/// names them. Everything that reads or writes a file reads these lists, so a feature with a part of its own (a section
/// of the catalogue file, kept in its index too; a part of the state document or of an order) adds its type here, and nothing else of
/// the format changes.
package enum FormatSections {
    /// The catalogue file's sections beside its products, in the order the index keeps them.
    static let catalogue = [AnyCatalogueSection(GiftCardsSection.self), AnyCatalogueSection(PromotionsSection.self)]
    /// The state document's parts beside the customer's wish list, ratings, units sold and orders.
    static let stateDocument = [AnyShopStateDocumentPart(GiftCardStateParts.Paid.self)]
    /// An order's parts beside its lines, totals, time and key, as the journal's lines keep them: its payments, in the
    /// order they are applied (a discount before what pays the rest).
    static let orderParts = [AnyShopStateOrderPart(PromotionOfAnOrder.self), AnyShopStateOrderPart(GiftCardStateParts.OfAnOrder.self)]

    /// Each catalogue section's name in the file and in the index's header, for what must reach every part of a format
    /// (the fuzz corpora hold a seed of each).
    package static var catalogueSectionNames: [(file: String, index: String)] { catalogue.map { ($0.name, $0.indexName) } }
    /// Each state document part's field.
    package static var stateDocumentKeys: [String] { stateDocument.map(\.key) }
    /// Each order part's field in an order's line, with the kind of payment it keeps.
    package static var orderPartKinds: [(key: String, kind: PaymentKind)] { orderParts.map { ($0.key, $0.kind) } }
}
