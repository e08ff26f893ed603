import Entities

/// Finds a product's position in a packed catalogue by its id. Catalogues usually list their products by ascending
/// id, and then a binary search needs no table at all, so a first start that packs a hundred thousand products hashes
/// none of their ids. Any other order gets a table.
struct ProductIndex: Sendable {
    private enum Lookup: Sendable {
        case ascending([ProductID])
        case table([ProductID: Int])
    }

    private let lookup: Lookup

    /// An index of nothing.
    static let empty = ProductIndex(lookup: .ascending([]))

    /// The index of `ids` (each product's, in order), or the first id that two products share.
    static func of(_ ids: some Collection<ProductID>) -> Result<ProductIndex, DuplicateID> {
        var ascending: [ProductID] = []
        ascending.reserveCapacity(ids.count)
        for id in ids {
            guard let last = ascending.last, id <= last else {
                ascending.append(id)
                continue
            }
            return table(of: ids)
        }
        return .success(ProductIndex(lookup: .ascending(ascending)))
    }

    private static func table(of ids: some Collection<ProductID>) -> Result<ProductIndex, DuplicateID> {
        // Sized once: growing a table of a hundred thousand ids rehashes it over and over.
        var table = [ProductID: Int](minimumCapacity: ids.count)
        for (position, id) in ids.enumerated() {
            guard table.updateValue(position, forKey: id) == nil else { return .failure(DuplicateID(id: id, position: position)) }
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
