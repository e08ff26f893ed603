import Entities
import UseCases

/// One product as a packed catalogue keeps it: its texts, and its colours and sizes as bytes (`PackedDetails`), as spans
/// of the catalogue's shared text, its price in minor units of the catalogue's currency, and the stock the catalogue lists.
struct PackedProduct: Sendable {
    let id: ProductID
    let name: TextSpan
    let shortDescription: TextSpan
    let description: TextSpan
    let image: TextSpan
    /// Three bytes a colour.
    let colours: TextSpan
    /// Seventeen bytes a size.
    let dimensions: TextSpan
    let price: Int
    let stock: Int
}

extension PackedProduct {
    /// Where the text of the searched `field` lies.
    func span(of field: CatalogueSearch.Field) -> TextSpan {
        switch field {
        case .name: name
        case .shortDescription: shortDescription
        }
    }
}
