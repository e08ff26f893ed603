import Entities

/// Every product's name and short description, folded once into one run of bytes, so that a search over
/// a hundred thousand products is a scan of a few megabytes instead of as many string comparisons.
struct CatalogueSearchIndex: Sendable {
    /// The folded keys one after another, each product's name and short description ending in a line break.
    private let text: [UInt8]
    /// Where each product's key starts in `text`, plus the end of the text.
    private let starts: [Int]
    private let ids: [ProductID]

    /// An index of `products`, in catalogue order.
    init(products: [Product]) {
        var text: [UInt8] = []
        var starts: [Int] = []
        text.reserveCapacity(products.count * 48)
        starts.reserveCapacity(products.count + 1)
        var folding = SearchFolding()
        // By index, not `for product in products`: copying each product out retains and releases all its fields.
        for index in products.indices {
            starts.append(text.count)
            // A word never holds a line break, so a match never runs from one field into the next.
            products[index].text.withUTF8(.name) { folding.append(foldingUTF8: $0, to: &text) }
            text.append(0x0A)
            products[index].text.withUTF8(.shortDescription) { folding.append(foldingUTF8: $0, to: &text) }
            text.append(0x0A)
        }
        starts.append(text.count)
        self.text = text
        self.starts = starts
        self.ids = products.indices.map { products[$0].id }
    }

    /// The products whose key contains every word of `query`, folded the same way; every product for no words.
    func productIDs(matching query: String) -> Set<ProductID> {
        let words = query.split(whereSeparator: \.isWhitespace).map { SearchFolding.folded(String($0)) }.filter { !$0.isEmpty }
        var matches = [Bool](repeating: true, count: ids.count)
        for word in words {
            let found = products(containing: word)
            for index in matches.indices where matches[index] && !found[index] {
                matches[index] = false
            }
        }
        var result = Set<ProductID>(minimumCapacity: words.isEmpty ? ids.count : 0)
        for index in ids.indices where matches[index] {
            result.insert(ids[index])
        }
        return result
    }

    /// Which products' keys contain `word`: one pass over the text, skipping to the next product after a match.
    private func products(containing word: [UInt8]) -> [Bool] {
        var found = [Bool](repeating: false, count: ids.count)
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
