/// The start screen: a strip of the catalogue, the wish list in one line, and what to type next.
public struct ShopfrontViewModel: Equatable, Sendable {
    public let title: String
    public let strip: [CatalogueViewModel.Row]
    /// Says how many more products the catalogue has, when the strip does not show them all.
    public let more: String?
    public let wishList: String
    public let hints: [String]
}
