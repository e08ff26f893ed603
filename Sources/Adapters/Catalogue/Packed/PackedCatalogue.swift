import Entities

/// A whole catalogue held for speed rather than reading: every product's texts in one shared buffer, products as
/// records pointing into it, found by id without a table when ids ascend, and what the file's other sections hold
/// (`CatalogueSections`, read and checked by each section's reader). It keeps the rules of `Product` and `Catalogue` (a
/// name with something to read, no negative price or stock, one product an id), checked when it is made, and builds a
/// `Product` only for the products asked for.
package struct PackedCatalogue: Sendable {
    let currency: Currency
    let products: [PackedProduct]
    let text: SharedText
    /// What the catalogue file's sections beside the products hold.
    package let sections: CatalogueSections
    private let index: ProductIndex

    /// The catalogue of `products` over `text`, with `sections`, or nil when a span lies outside the text or a product
    /// breaks a rule. A decoder that checked each name (`isBlank`) as it read it, while its bytes were at hand, says so
    /// (`namesChecked`): read again here, from all over a big text, they took longer than the check.
    init?(currency: Currency, products: [PackedProduct], text: SharedText, sections: CatalogueSections = .none, namesChecked: Bool = false) {
        guard case let .success(index) = ProductIndex.of(products.lazy.map(\.id)) else { return nil }
        // By index, not by element: copying each record out would retain and release its lists.
        for position in products.indices where !Self.follows(products[position], text, nameChecked: namesChecked) {
            return nil
        }
        self.currency = currency
        self.products = products
        self.text = text
        self.sections = sections
        self.index = index
    }

    /// The catalogue packed from `catalogue`'s products, their texts copied into one buffer, with `sections`.
    init(packing catalogue: Catalogue, sections: CatalogueSections = .none) {
        var utf8: [UInt8] = []
        func span(_ text: String) -> TextSpan {
            let start = utf8.count
            utf8 += text.utf8
            return TextSpan(start: start, count: utf8.count - start)
        }
        func span(_ append: (inout [UInt8]) -> Void) -> TextSpan {
            let start = utf8.count
            append(&utf8)
            return TextSpan(start: start, count: utf8.count - start)
        }
        let products = catalogue.products.map { product in
            PackedProduct(
                id: product.id, name: span(product.name), shortDescription: span(product.shortDescription),
                description: span(product.description), image: span(product.image),
                colours: span { bytes in product.colours.forEach { PackedDetails.append($0, to: &bytes) } },
                dimensions: span { bytes in product.dimensions.forEach { PackedDetails.append($0, to: &bytes) } },
                price: product.price.minorUnits, stock: product.stock
            )
        }
        self.currency = catalogue.currency
        self.products = products
        self.text = SharedText(utf8: utf8)
        self.sections = sections
        // Cannot fail: a `Catalogue` has one product an id.
        self.index = (try? ProductIndex.of(products.lazy.map(\.id)).get()) ?? ProductIndex.empty
    }

    /// The position of the product with `id`, if there is one.
    func position(of id: ProductID) -> Int? {
        index.position(of: id)
    }

    /// The product at `position` as an entity, its texts made strings.
    func product(at position: Int) -> Product? {
        let packed = products[position]
        let colours = text.withUTF8(at: packed.colours) { PackedDetails.colours(UnsafeRawBufferPointer($0)) }
        guard let dimensions = text.withUTF8(at: packed.dimensions, { PackedDetails.dimensions(UnsafeRawBufferPointer($0)) }) else { return nil }
        return try? Product(
            id: packed.id, name: text.string(at: packed.name), shortDescription: text.string(at: packed.shortDescription),
            description: text.string(at: packed.description), colours: colours, dimensions: dimensions,
            price: Money(minorUnits: packed.price, currency: currency), stock: packed.stock, image: text.string(at: packed.image)
        )
    }

    /// Every product as an entity, in a `Catalogue`; nil only where a rule is broken, which `init` already refused.
    package func unpacked() -> Catalogue? {
        try? Catalogue(currency: currency, products: products.indices.compactMap(product(at:)))
    }

    /// Whether `product` keeps the rules: its spans inside `text`, whole colours and sizes, and `Product`'s own (a name with something to read,
    /// a price and a stock it allows).
    private static func follows(_ product: PackedProduct, _ text: SharedText, nameChecked: Bool) -> Bool {
        guard text.contains(product.name), text.contains(product.shortDescription), text.contains(product.description),
              text.contains(product.image), text.contains(product.colours), text.contains(product.dimensions),
              product.colours.count % PackedDetails.colourSize == 0, product.dimensions.count % PackedDetails.dimensionSize == 0,
              Product.isAllowed(priceInMinorUnits: product.price),
              Product.isAllowed(stock: product.stock) else { return false }
        return nameChecked || !isBlank(product.name, in: text)
    }

    /// `Product.isBlank(name:)`, settled on the bytes through a set the rule made whenever a name holds ASCII that shows
    /// (nearly every name, in any script: a number, a Latin word) or is all ASCII: a first start then builds no string
    /// for its hundred thousand names. The rule asks of each scalar alone whether it shows anything, and a byte below
    /// 0x80 is always a scalar of its own in UTF-8 (and in what repairs broken UTF-8), so one ASCII byte that shows
    /// makes the name not blank, and an ASCII name is blank when each of its bytes is.
    static func isBlank(_ name: TextSpan, in text: SharedText) -> Bool {
        text.withUTF8(at: name, isBlank)
    }

    /// `Product.isBlank(name:)` of the name whose bytes are `utf8`, settled as above.
    static func isBlank(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let blank = blankASCII
        var allASCII = true
        for byte in utf8 {
            if byte >= 0x80 {
                allASCII = false
            } else if !blank.contains(byte) {
                return false
            }
        }
        return allASCII || Product.isBlank(name: String(decoding: utf8, as: UTF8.self))
    }

    /// The ASCII characters that, alone, are a blank name.
    private static let blankASCII = ASCIISet { Product.isBlank(name: String(Unicode.Scalar($0))) }
}
