import Entities

/// The catalogue file's sections as the catalogue index keeps them: each in an index section of its own
/// (`IndexSection.catalogueSections`), as its `IndexedCatalogueSection` writes and reads it.
extension CatalogueSections {
    /// Each index section that keeps a section of the catalogue file, with its bytes.
    func indexBytes() -> [(section: IndexSection, bytes: [UInt8])] {
        zip(IndexSection.catalogueSections, held).map { index, held in (index, held.section.indexBytes(held.value)) }
    }

    /// What the index's sections hold of the catalogue file's, read whole through `tables`; damage where one holds
    /// what its section never writes.
    static func read(from tables: IndexTables) throws(IndexDamage) -> CatalogueSections {
        var values: [any Sendable] = []
        for (index, section) in zip(IndexSection.catalogueSections, FormatSections.catalogue) {
            values.append(try section.indexed(try tables.reader.bytes(in: tables.header.range(of: index)), tables.header.currency))
        }
        return CatalogueSections(values: values)
    }
}
