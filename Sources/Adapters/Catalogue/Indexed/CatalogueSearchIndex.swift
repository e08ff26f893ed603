import UseCases

/// Every product's searched fields (`CatalogueSearch.Field`), folded once by the search rule into one run of bytes, so
/// that a search over a hundred thousand products is a scan of a few megabytes instead of as many string comparisons.
struct CatalogueSearchIndex: Sendable {
    /// The folded keys one after another, each product's searched fields each ending in a line break.
    private let text: [UInt8]
    /// Where each product's key starts in `text`, plus the end of the text.
    private let starts: [Int]
    private let count: Int

    /// An index of `catalogue`'s products, in its order.
    init(_ catalogue: PackedCatalogue) {
        let products = catalogue.products
        var text: [UInt8] = []
        var starts: [Int] = []
        text.reserveCapacity(products.count * 48)
        starts.reserveCapacity(products.count + 1)
        var folding = SearchFolding.shared
        // By index, not `for product in products`: copying each record out retains and releases its lists.
        for index in products.indices {
            starts.append(text.count)
            for field in CatalogueSearch.Field.allCases {
                catalogue.text.withUTF8(at: products[index].span(of: field)) { folding.append(foldingUTF8: $0, to: &text) }
                // A word never holds a line break (white space parts words), so no match runs from one field into the next.
                text.append(0x0A)
            }
        }
        starts.append(text.count)
        self.text = text
        self.starts = starts
        self.count = products.count
    }

    /// The positions, ascending, of the products whose key contains every word of `query` (`CatalogueSearch`'s words);
    /// every product for no words.
    func positions(matching query: String) -> [Int] {
        let words = CatalogueSearch(query).words.map { Array($0.utf8) }
        var matches = [Bool](repeating: true, count: count)
        for word in words {
            let found = products(containing: word)
            for index in matches.indices where matches[index] && !found[index] {
                matches[index] = false
            }
        }
        return matches.indices.filter { matches[$0] }
    }

    /// Which products' keys contain `word`: one pass over the text, skipping to the next product after a match.
    private func products(containing word: [UInt8]) -> [Bool] {
        // The rule's words are never empty; an empty one would lie in every text.
        guard !word.isEmpty else { return [Bool](repeating: true, count: count) }
        var found = [Bool](repeating: false, count: count)
        text.withUnsafeBufferPointer { text in
            word.withUnsafeBufferPointer { word in
                let first = word[0]
                let last = text.count - word.count
                var position = 0
                var product = 0
                while position <= last {
                    guard text[position] == first else { position += 1; continue }
                    var length = 1
                    while length < word.count, text[position + length] == word[length] { length += 1 }
                    guard length == word.count else { position += 1; continue }
                    while starts[product + 1] <= position { product += 1 }
                    found[product] = true
                    position = starts[product + 1]
                }
            }
        }
        return found
    }
}
