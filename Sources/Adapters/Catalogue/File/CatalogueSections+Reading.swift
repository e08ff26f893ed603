import Entities

/// The catalogue file's sections read from the JSON either decoder found under their names (in the order of
/// `FormatSections.catalogue`, nil where the file has none), by each section's one reader.
extension CatalogueSections {
    /// Refuses the sections' JSON where a section is no list, an entry no object, or a field of an entry missing or
    /// mistyped: the slow path reads every field of the file before it checks any rule, the products' first.
    static func requireFields(in json: [JSONValue?]) throws(CatalogueFileError) {
        for (section, found) in zip(FormatSections.catalogue, json) {
            try section.requireFields(found)
        }
    }

    /// What the sections' JSON makes in `currency`; refused at the place of the first thing wrong, fields first.
    static func read(_ json: [JSONValue?], in currency: Currency) throws(CatalogueFileError) -> CatalogueSections {
        var values: [any Sendable] = []
        for (section, found) in zip(FormatSections.catalogue, json) {
            values.append(try section.read(found, currency))
        }
        return CatalogueSections(values: values)
    }
}
