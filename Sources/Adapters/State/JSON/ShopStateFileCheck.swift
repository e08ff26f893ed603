import Entities
import Foundation

/// What the state file must be before its fields are mapped: strict JSON (`JSONSyntaxCheck`), and tables keyed by product
/// id whose keys name each product once.
enum ShopStateFileCheck {
    /// Refuses `data` unless it is strict JSON, naming the first thing that is not and where.
    static func requireJSON(_ data: Data) throws(ShopStateFileError) {
        if let failure = JSONSyntaxCheck.firstError(in: data) { throw ShopStateFileError(failure.message) }
    }

    /// Refuses keys of `field` that are one product id written two ways (`"01"` and `"1"`): Tasch would keep only one of
    /// them at the next save, and the other's count would be lost. Keys that are no id at all are left to the mapping.
    static func requireDistinctIDs(_ keys: some Collection<String>, in field: String, of json: Data) throws(ShopStateFileError) {
        var keyByID: [ProductID: String] = [:]
        for key in keys.sorted() {
            guard let raw = Int(key), let id = ProductID(raw) else { continue }
            guard let other = keyByID[id] else {
                keyByID[id] = key
                continue
            }
            // Point at the key written unusually: the one a person would correct.
            let odd = key == id.description ? other : key
            let place = JSONSyntaxCheck.location(ofNameAt: [JSONKey(field), JSONKey(odd)], in: json).map { " \($0)" } ?? ""
            throw ShopStateFileError("\(field): \(Quoted.excerpt(other)) and \(Quoted.excerpt(key)) are both product \(id)\(place)")
        }
    }
}
