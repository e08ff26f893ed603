import Entities
import UseCases

/// `CatalogueOrder`'s rule over a packed catalogue's positions: each product's key is computed once, from its packed
/// record, and the positions are sorted by the rule's comparison of the keys (`PositionOrder`), so no `Product` is
/// built; names compare on byte keys made from the rule's name key (`NameSortKeys`).
struct PackedOrder {
    let catalogue: PackedCatalogue
    let sold: [ProductID: Int]
    let ratings: [ProductID: Rating]

    /// `selection` (positions in the catalogue, ascending) in `sort` order; ties keep the catalogue's order.
    func sorted(_ selection: [Int], by sort: CatalogueSort) -> [Int] {
        let products = catalogue.products
        let order: [Int]
        switch sort.key {
        case .price:
            order = PositionOrder.of(selection.map { products[$0].price }, descending: sort.descending)
        case .stock:
            let stocks = selection.map { Product.stock(products[$0].stock, afterSelling: sold[products[$0].id] ?? 0) }
            order = PositionOrder.of(stocks, descending: sort.descending)
        case .rating:
            let ratings = selection.map { self.ratings[products[$0].id] }
            order = PositionOrder.of(count: selection.count) { CatalogueOrder.compare(ratings[$0], ratings[$1], descending: sort.descending) }
        case .name:
            let keys = NameSortKeys(count: selection.count, in: catalogue.text) { products[selection[$0]].name }
            order = keys.order(descending: sort.descending)
        }
        // The selection ascends, so its indices tie as the catalogue's positions do.
        return order.map { selection[$0] }
    }
}
