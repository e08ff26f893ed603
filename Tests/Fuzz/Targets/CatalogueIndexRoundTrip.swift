import Adapters
import Entities
import Foundation

/// The index a start writes for a catalogue file, read by the next start: it must serve the catalogue the file holds,
/// its sections included, so that an index writer that drops a part of the file, or a reader that misreads it, is found.
enum CatalogueIndexRoundTrip {
    /// How many of the catalogue's products are looked up in the index: enough to find a field dropped.
    private static let productsCompared = 64

    /// What differs between `catalogue` and `sections`, read from the file `json`, and what its index serves; nil for nothing.
    static func check(_ json: Data, catalogue: Catalogue, sections: CatalogueSections) -> FuzzFinding? {
        FuzzAsync.wait { () async -> FuzzFinding? in
            guard let index = await CatalogueIndexFuzzing.writtenIndex(forCatalogue: json) else {
                return FuzzFinding("no index was written for a catalogue the mapper reads")
            }
            guard let opened = await CatalogueIndexFuzzing.opened(json, index: index), opened.catalogue is IndexFileCatalogue else {
                return FuzzFinding("the next start did not open a catalogue from the index written for it")
            }
            guard opened.sections == sections else { return FuzzFinding("the index written for a catalogue holds other sections than its file") }
            let some = Array(catalogue.products.prefix(productsCompared))
            guard let served = try? await opened.catalogue.products(withIDs: some.map(\.id)), served == some else {
                return FuzzFinding("the index written for a catalogue serves other products than its file")
            }
            return nil
        }
    }
}
