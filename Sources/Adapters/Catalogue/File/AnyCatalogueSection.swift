import Entities

/// A section of the catalogue file as `FormatSections.catalogue` lists it, its type erased: what the readers of the
/// file and of its index call, made once from the section's own type (`CatalogueFileSection`), so that none of them
/// needs to know it.
struct AnyCatalogueSection: Sendable {
    /// The section's name in the file.
    let name: String
    /// The section's name in the index's header.
    let indexName: String
    /// What a file without the section holds.
    let empty: any Sendable
    /// Refuses the JSON found under the section's name (nil for none) where it is no list, an entry no object, or a
    /// field of an entry missing or mistyped: every field of the file is read before any rule is checked.
    let requireFields: @Sendable (JSONValue?) throws(CatalogueFileError) -> Void
    /// What that JSON makes in the currency given, refused in words at the place of what is wrong.
    let read: @Sendable (JSONValue?, Currency) throws(CatalogueFileError) -> any Sendable
    /// A value of the section as its bytes in the index.
    let indexBytes: @Sendable (any Sendable) -> [UInt8]
    /// The value that bytes of the section's index section hold, priced in the currency given.
    let indexed: @Sendable ([UInt8], Currency) throws(IndexDamage) -> any Sendable
    /// Whether two values of the section are the same.
    let isEqual: @Sendable (any Sendable, any Sendable) -> Bool

    /// `section`, its type erased.
    init<Section: CatalogueFileSection>(_ section: Section.Type) {
        name = Section.name
        indexName = Section.indexName
        empty = Section.empty
        requireFields = { (json) throws(CatalogueFileError) in _ = try Self.entries(of: section, in: json) }
        read = { (json, currency) throws(CatalogueFileError) in try Section.value(of: try Self.entries(of: section, in: json), in: currency) }
        indexBytes = { value in Section.indexBytes(of: value as? Section.Value ?? Section.empty) }
        indexed = { (bytes, currency) throws(IndexDamage) in try Section.value(indexBytes: bytes, currency: currency) }
        isEqual = { left, right in (left as? Section.Value) == (right as? Section.Value) }
    }

    /// The entries of `section` in `json`, in the file's order.
    private static func entries<Section: CatalogueFileSection>(
        of section: Section.Type, in json: JSONValue?
    ) throws(CatalogueFileError) -> [Section.Entry] {
        switch json {
        case nil, .null?:
            return []
        case let .array(items)?:
            var entries: [Section.Entry] = []
            entries.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                guard case let .object(fields) = item else {
                    throw CatalogueFileError("\(section.place(index)) must be an object\(item == .null ? ", not null" : "")")
                }
                entries.append(try section.entry(CatalogueSectionEntry(place: section.place(index), fields: fields)))
            }
            return entries
        case _?:
            throw CatalogueFileError.field(section.name, at: nil, "must be a list")
        }
    }
}
