@testable import Adapters
import Entities
import Foundation

extension FastCatalogueDecoder {
    /// The catalogue in `json` as entities, or nil when the fast decoder does not accept it: what the tests compare
    /// with Foundation's reading.
    static func decodeCatalogue(_ json: Data, twoCoresFrom minimumSize: Int = twoCoreMinimumSize) -> Catalogue? {
        decode(json, twoCoresFrom: minimumSize)?.unpacked()
    }
}
