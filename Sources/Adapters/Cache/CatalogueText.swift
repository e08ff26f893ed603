import Entities

/// Every product's texts in one buffer, for the cache to write once: the buffer the products already share when
/// they were decoded together, otherwise (products made one by one, as in tests) a copy of their texts packed into one.
struct CatalogueText {
    let storage: SharedText
    /// Each product's texts in `storage` when they had to be packed; empty when the products' own are used.
    private let packed: [ProductText]
    private let products: [Product]

    init(_ products: [Product]) {
        self.products = products
        let first = products.first?.text.storage
        // By index, not by element: copying each product out would retain and release its text and lists.
        if let first, products.indices.allSatisfy({ products[$0].text.storage === first }) {
            (storage, packed) = (first, [])
            return
        }
        var utf8: [UInt8] = []
        var spans: [[TextSpan]] = []
        for index in products.indices {
            spans.append(ProductText.Field.allCases.map { field in
                let start = utf8.count
                products[index].text.withUTF8(field) { utf8 += $0 }
                return TextSpan(start: start, count: utf8.count - start)
            })
        }
        let storage = SharedText(utf8: utf8)
        self.storage = storage
        // Cannot be nil: every span was just made inside `utf8`.
        packed = spans.compactMap { ProductText(storage: storage, name: $0[0], shortDescription: $0[1], description: $0[2], image: $0[3]) }
    }

    /// The texts of the product at `index`, as spans of `storage`.
    func text(of index: Int) -> ProductText {
        packed.isEmpty ? products[index].text : packed[index]
    }
}
