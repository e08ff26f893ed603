import Entities

/// How a catalogue file section (`CatalogueFileSection`) is kept in the catalogue index: as a section of its own, under
/// its name, read whole when the index is opened. So it holds only the section's entries, never a product's, and
/// opening the index costs the same at any size of catalogue.
protocol IndexedCatalogueSection: SendableMetatype {
    /// What the section holds.
    associatedtype Value: Equatable & Sendable
    /// The section's name in the index's header. Another name whenever what its bytes mean changes: an index holding
    /// the old bytes is then rebuilt, as one of another format is.
    static var indexName: String { get }
    /// `value` as the section's bytes.
    static func indexBytes(of value: Value) -> [UInt8]
    /// What the section's `bytes` hold, priced in `currency`: damage where they hold what the section never writes.
    static func value(indexBytes bytes: [UInt8], currency: Currency) throws(IndexDamage) -> Value
}
