/// The parts of the catalogue index, each a whole number of blocks, in the order they lie in the file after the header:
/// the products' own, then one for each section of the catalogue file (`FormatSections.catalogue`, under its
/// `indexName`), then the checksums. The header names each (`name`), so an index made with other sections is rebuilt,
/// as one of another format is; nothing but this list knows how many there are. Docs/performance.md describes each.
package struct IndexSection: Hashable, Sendable {
    /// The section's place, in the header's table and in the file.
    package let number: Int

    /// One fixed-width record a product, in catalogue order (`IndexRecord`).
    static var records: IndexSection { IndexSection(number: 0) }
    /// Each product's texts, colours and sizes, one after another, where its record points.
    static var bodies: IndexSection { IndexSection(number: 1) }
    /// Every id with its product's position, by ascending id, for look-ups by binary search.
    static var ids: IndexSection { IndexSection(number: 2) }
    /// The positions in each order that does not depend on the customer; ties keep catalogue order.
    static var nameAscending: IndexSection { IndexSection(number: 3) }
    static var nameDescending: IndexSection { IndexSection(number: 4) }
    static var priceAscending: IndexSection { IndexSection(number: 5) }
    static var priceDescending: IndexSection { IndexSection(number: 6) }
    static var stockAscending: IndexSection { IndexSection(number: 7) }
    static var stockDescending: IndexSection { IndexSection(number: 8) }
    /// One bit a product: set when the catalogue lists some in stock.
    static var inStock: IndexSection { IndexSection(number: 9) }
    /// Each product's name and short description folded for searching: name, a line feed, short description, 0xFF.
    static var search: IndexSection { IndexSection(number: 10) }
    /// Which groups of products may hold each trigram of the search text, and where each group's text lies
    /// (`IndexSearchFilter`), so that a search reads only the groups that may hold its words.
    static var searchFilter: IndexSection { IndexSection(number: 11) }
    /// The checksum of every block of the sections before it, in order; the last section.
    package static var checksums: IndexSection { IndexSection(number: names.count - 1) }

    /// The sections that hold a position per product, and the order each stands for.
    static let orders: [IndexSection] = [.nameAscending, .nameDescending, .priceAscending, .priceDescending, .stockAscending, .stockDescending]

    /// Every section's name, by number: the header records them.
    static let names = [
        "records", "bodies", "ids", "nameAscending", "nameDescending", "priceAscending", "priceDescending", "stockAscending",
        "stockDescending", "inStock", "search", "searchFilter",
    ] + FormatSections.catalogue.map(\.indexName) + ["checksums"]

    /// Every section, in order.
    static var all: [IndexSection] { names.indices.map(IndexSection.init(number:)) }

    /// The sections that keep the catalogue file's sections, in the order of `FormatSections.catalogue`.
    package static var catalogueSections: [IndexSection] {
        FormatSections.catalogue.indices.map { IndexSection(number: searchFilter.number + 1 + $0) }
    }

    /// The section's name, which the header records.
    package var name: String { Self.names[number] }
}
