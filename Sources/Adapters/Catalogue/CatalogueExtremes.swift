import Entities

/// A catalogue that tells its largest id and highest price, so that a terminal's table keeps one width for its id and
/// price columns on every page of any selection without reading every product; a terminal's convenience rather than
/// a use case, so it is no part of the catalogue port.
public protocol CatalogueExtremes: Sendable {
    /// The largest id and the highest price among all the catalogue's products; nil when it has none, or when they
    /// cannot be read (a damaged index), and then a table is as wide as each page needs.
    func extremes() -> ProductExtremes?
}

/// The largest id and the highest price of a catalogue's products, which need not be the same product's.
public struct ProductExtremes: Equatable, Sendable {
    public let largestID: ProductID
    public let highestPrice: Money

    /// The extremes `largestID` and `highestPrice`.
    public init(largestID: ProductID, highestPrice: Money) {
        self.largestID = largestID
        self.highestPrice = highestPrice
    }
}
