import Entities

/// How a product's stock reads in lists and on its page.
enum StockText {
    static let fewLeftThreshold = 3

    static func label(for product: Product) -> String {
        switch product.stock {
        case 0: "out of stock"
        case 1...fewLeftThreshold: "only \(product.stock) left"
        default: "in stock"
        }
    }
}
