import Entities

/// The catalogue file's sections read from the JSON either decoder found under their names, in the two steps every
/// part of the file is read in: every section's entries first, then, in the catalogue's currency, what they make.
extension CatalogueSections {
    /// The entries of every section `FormatSections.catalogue` lists, from the JSON found under its name (`json`),
    /// waiting for the currency; refused where a section is no list, an entry no object, or a field missing or mistyped.
    static func entries(in json: [String: JSONValue]) throws(CatalogueFileError) -> Entries {
        var pending: [Entries.Pending] = []
        for section in FormatSections.catalogue {
            pending.append(try entries(of: section, in: json[section.name]))
        }
        return Entries(pending: pending)
    }

    /// The sections' entries, read, and what each makes once the currency is known.
    struct Entries {
        typealias Pending = (Currency, inout CatalogueSections) throws(CatalogueFileError) -> Void
        fileprivate let pending: [Pending]

        /// What every section's entries make in `currency`; refused at the place of the first entry that breaks a rule.
        func values(in currency: Currency) throws(CatalogueFileError) -> CatalogueSections {
            var sections = CatalogueSections.none
            for value in pending { try value(currency, &sections) }
            return sections
        }
    }

    private static func entries<Section: CatalogueFileSection>(
        of section: Section.Type, in json: JSONValue?
    ) throws(CatalogueFileError) -> Entries.Pending {
        var entries: [Section.Entry] = []
        switch json {
        case nil, .null?:
            break
        case let .array(items)?:
            for (index, item) in items.enumerated() {
                guard case let .object(fields) = item else {
                    throw CatalogueFileError("\(section.place(index)) must be an object\(item == .null ? ", not null" : "")")
                }
                entries.append(try section.entry(CatalogueSectionEntry(place: section.place(index), fields: fields)))
            }
        case _?:
            throw CatalogueFileError.field(section.name, at: nil, "must be a list")
        }
        return { [entries] (currency, sections) throws(CatalogueFileError) in
            sections.set(try section.value(of: entries, in: currency), for: section)
        }
    }
}
