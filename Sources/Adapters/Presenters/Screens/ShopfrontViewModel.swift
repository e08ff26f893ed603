/// The start screen: a strip of the catalogue, the wish list in one line, and what can be done next.
public struct ShopfrontViewModel: Equatable, Sendable {
    public let title: String
    public let strip: [CatalogueViewModel.Row]
    /// How many more products the catalogue has, when the strip does not show them all: `… and 5 more`, a clause the
    /// driver ends with how to see them.
    public let more: String?
    public let wishList: String
    /// Where to go from here; `search` only when the strip does not show every product.
    public let nextSteps: [NextStep]
    /// The widest id and price of the whole catalogue, so that the strip's columns are the catalogue's; nil when not known.
    public let widest: CatalogueViewModel.Widest?
}
