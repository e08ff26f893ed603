import Entities

/// How a product's stock reads in lists and on its page.
enum StockText {
    static let fewLeftThreshold = 3

    /// `out of stock` unless the product is in stock (`Product.isInStock`); `only 2 left` when few are; else `in stock`.
    static func label(for product: Product) -> String {
        guard product.isInStock else { return "out of stock" }
        return product.stock > fewLeftThreshold ? "in stock" : "only \(product.stock) left"
    }

    /// What a list notes about the stock: `only 2 left`, `out of stock`; nil when there are plenty.
    static func problem(for product: Product) -> String? {
        product.stock > fewLeftThreshold ? nil : label(for: product)
    }

    /// How many are left, as the stock order notes it on every row: `12 left`, `out of stock`.
    static func left(for product: Product) -> String {
        product.isInStock ? "\(product.stock) left" : label(for: product)
    }
}
