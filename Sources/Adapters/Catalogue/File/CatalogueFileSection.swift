import Entities

/// A top-level part of the catalogue file beside its products: a list of entries, such as the gift cards it issues
/// (`giftCards`). One reader a section serves both decoders: each finds the section's JSON (`JSONValue`), and the
/// section reads it in two steps, as the file's other parts are read: first every entry's fields (`entry(_:)`: what is
/// missing or of the wrong type), then, once the products are read, what the entries make (`value(of:in:)`: the rules).
/// A section is kept in the catalogue index too (`IndexedCatalogueSection`). A new section is a type conforming to this,
/// listed once in `FormatSections.catalogue`; nothing else that reads the file or its index changes.
protocol CatalogueFileSection: IndexedCatalogueSection {
    /// One entry as the file writes it, its fields read.
    associatedtype Entry: Sendable
    /// The section's name in the file, and the start of every place it names: `giftCards`, `giftCards[2]`.
    static var name: String { get }
    /// What a file without the section (or with `null` for it) holds.
    static var empty: Value { get }
    /// The entry whose fields `fields` gives, refused where a field is missing or of the wrong type.
    static func entry(_ fields: CatalogueSectionEntry) throws(CatalogueFileError) -> Entry
    /// What `entries`, in the file's order, make in `currency`, refused at the place of the first that breaks a rule
    /// (`failure(at:_:)`).
    static func value(of entries: [Entry], in currency: Currency) throws(CatalogueFileError) -> Value
}

extension CatalogueFileSection {
    /// The place of the entry at `index` in the file: `giftCards[2]`.
    static func place(_ index: Int) -> String {
        "\(name)[\(index)]"
    }

    /// What is wrong with the entry at `index`, at its place: `giftCards[2]: amount must be more than 0`.
    static func failure(at index: Int, _ problem: String) -> CatalogueFileError {
        CatalogueFileError("\(place(index)): \(problem)")
    }
}
