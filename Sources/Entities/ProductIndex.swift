/// Finds a product's position in a catalogue by its id. Catalogues usually list their products by ascending id, and
/// then a binary search needs no table at all: hashing a hundred thousand ids was a tenth of a cached start.
/// Any other order gets a table.
struct ProductIndex: Sendable {
    private enum Lookup: Sendable {
        case ascending([ProductID])
        case table([ProductID: Int])
    }

    private let lookup: Lookup

    /// The index of `products`, or the first id that two of them share.
    static func of(_ products: [Product]) -> Result<ProductIndex, DuplicateID> {
        var ids: [ProductID] = []
        ids.reserveCapacity(products.count)
        // By index, not by element: copying each product out would retain and release its text and lists.
        for index in products.indices {
            let id = products[index].id
            guard let last = ids.last, id <= last else {
                ids.append(id)
                continue
            }
            return table(of: products)
        }
        return .success(ProductIndex(lookup: .ascending(ids)))
    }

    private static func table(of products: [Product]) -> Result<ProductIndex, DuplicateID> {
        // Sized once: growing a table of a hundred thousand ids rehashes it over and over.
        var table = [ProductID: Int](minimumCapacity: products.count)
        for index in products.indices {
            let id = products[index].id
            guard table.updateValue(index, forKey: id) == nil else { return .failure(DuplicateID(id: id, position: index)) }
        }
        return .success(ProductIndex(lookup: .table(table)))
    }

    /// The position of the product with `id`, if there is one.
    func position(of id: ProductID) -> Int? {
        switch lookup {
        case .table(let table):
            return table[id]
        case .ascending(let ids):
            var low = 0, high = ids.count
            while low < high {
                let middle = (low + high) / 2
                if ids[middle] < id { low = middle + 1 } else { high = middle }
            }
            return low < ids.count && ids[low] == id ? low : nil
        }
    }

    /// Two products with one id; `position` is the second's.
    struct DuplicateID: Error {
        let id: ProductID
        let position: Int
    }
}
