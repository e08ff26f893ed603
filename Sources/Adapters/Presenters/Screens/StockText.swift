import Entities

/// How a product's stock reads wherever the shop says it: in lists, on its page, in the cart and in refusals. Each fact
/// is worded here once: `in stock`, `out of stock`, `only 2 left`, `12 left`.
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

    /// `only 2 left`.
    static func onlyLeft(_ count: Int) -> String {
        "only \(Plural.grouped(count)) left"
    }

    /// What a list notes about the stock: `only 2 left`, `out of stock`; nil when there are plenty.
    static func problem(for product: Product) -> String? {
        product.stock > fewLeftThreshold ? nil : label(for: product)
    }

    /// How many are left, as the stock order notes it on every row: `12 left`, `out of stock`.
    static func left(for product: Product) -> String {
        product.isInStock ? "\(Plural.grouped(product.stock)) left" : outOfStock
    }

    /// The product page's stock: `In stock (12 left)`, `Out of stock`.
    static func detail(for product: Product) -> String {
        Sentence.capitalised(product.isInStock ? "\(inStock) (\(left(for: product)))" : outOfStock)
    }

    /// What keeps a line from being bought as it is: `out of stock`, or `only 1 left`; nil when nothing does.
    static func problem(of line: WishListLine) -> String? {
        if !line.product.isInStock { return outOfStock }
        return line.isShort ? onlyLeft(line.product.stock) : nil
    }

    /// Products named that have none left, in a clause: `"A" is out of stock`, `"A" and "B" are out of stock`.
    static func outOfStock(_ names: [String]) -> String {
        "\(EnglishList.joined(names.map(Quoted.name))) \(names.count == 1 ? "is" : "are") \(outOfStock)"
    }

    /// A line asking for more than is left, in a clause: `"Throw" has only 1 left, not 2`, or that it is out of stock.
    static func shortfall(_ line: StockShortfall) -> String {
        let product = line.product
        return product.isInStock ? "\(Quoted.name(product.name)) has \(onlyLeft(product.stock)), not \(line.quantity)" : outOfStock([product.name])
    }
}
