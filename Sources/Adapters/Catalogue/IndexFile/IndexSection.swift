/// The parts of the catalogue index, each a whole number of blocks, in the order they lie in the file after the header.
/// Docs/performance.md describes each.
package enum IndexSection: Int, CaseIterable, Sendable {
    /// One fixed-width record a product, in catalogue order (`IndexRecord`).
    case records
    /// Each product's texts, colours and sizes, one after another, where its record points.
    case bodies
    /// Every id with its product's position, by ascending id, for look-ups by binary search.
    case ids
    /// The positions in each order that does not depend on the customer; ties keep catalogue order.
    case nameAscending, nameDescending, priceAscending, priceDescending, stockAscending, stockDescending
    /// One bit a product: set when the catalogue lists some in stock.
    case inStock
    /// Each product's name and short description folded for searching: name, a line feed, short description, 0xFF.
    case search
    /// Which groups of products may hold each trigram of the search text, and where each group's text lies
    /// (`IndexSearchFilter`), so that a search reads only the groups that may hold its words.
    case searchFilter
    /// The gift cards the catalogue file issues (`IndexGiftCards`): read whole when the index is opened.
    case giftCards
    /// The checksum of every block of the sections above, in order.
    case checksums

    /// The sections that hold a position per product, and the order each stands for.
    static let orders: [IndexSection] = [.nameAscending, .nameDescending, .priceAscending, .priceDescending, .stockAscending, .stockDescending]
}
