import Entities

/// How a product's stock reads in lists and on its page.
enum StockText {
    static let fewLeftThreshold = 3
    private static let inStock = "in stock", outOfStock = "out of stock"

    /// `out of stock` unless the product is in stock (`Product.isInStock`); `only 2 left` when few are; else `in stock`.
    static func label(for product: Product) -> String {
        guard product.isInStock else { return outOfStock }
        return product.stock > fewLeftThreshold ? inStock : onlyLeft(product.stock)
    }

    /// The widest `label(for:)` can be, so that a column of labels keeps one width whatever the products.
    static var widestLabel: String {
        [inStock, onlyLeft(fewLeftThreshold), outOfStock].max { $0.count < $1.count } ?? outOfStock
    }

    private static func onlyLeft(_ count: Int) -> String {
        "only \(count) left"
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
