import Adapters
import Entities
import Foundation

/// The catalogue file's readers on any bytes: the fast decoder, on one core and on two, against the slow path that
/// `JSONSyntaxCheck` and Foundation make, which is the reference.
enum CatalogueFuzzing {
    static let target = FuzzTarget(
        "catalogue", .adapters,
        "CatalogueMapper: the fast decoder (one core and two, giving back what it read or not) accepts only what the slow path reads, as the same catalogue and sections, which the index written for it serves again; refusals are short",
        needs: FuzzSeedNeeds(required: { FormatSections.catalogueSectionNames.map(\.file) }, reached: sectionsHeld)
    ) { input in
        let reference = Result { () throws(CatalogueFileError) in try CatalogueMapper.mapWithFoundation(input) }
        let sections = try? CatalogueMapper.readWithFoundation(input).sections
        let json = input.starts(with: [0xEF, 0xBB, 0xBF]) ? Data(input.dropFirst(3)) : input
        let fastPacked = FastCatalogueDecoder.decode(json, twoCoresFrom: .max)
        let (fast, split) = (fastPacked?.unpacked(), FastCatalogueDecoder.decode(json, twoCoresFrom: 0)?.unpacked())
        if let fast, let fastPacked {
            guard case let .success(catalogue) = reference, catalogue == fast else {
                return FuzzFinding("the fast decoder read a catalogue the slow path reads otherwise: \(describe(reference))")
            }
            guard fastPacked.sections == sections else { return FuzzFinding("the fast decoder read other sections than the slow path") }
        }
        guard split == fast else { return FuzzFinding("the fast decoder read another catalogue on two cores than on one") }
        // Every byte read given back (zeroed) after each product: a decoder that read one again would read zeros, and
        // answer nil, as it does after a wrong guess of where the second half starts; never another catalogue.
        let givenBack = CatalogueMapper.fastPackedCatalogue(FileBytes(copying: input), twoCoresFrom: 0, releasingEvery: 1)?.unpacked()
        guard givenBack == split || givenBack == nil else { return FuzzFinding("the fast decoder read another catalogue when it gave back what it had read") }
        let mapped = Result { () throws(CatalogueFileError) in try CatalogueMapper.map(input) }
        guard mapped == reference else {
            return FuzzFinding("CatalogueMapper.map answered \(describe(mapped)), the slow path \(describe(reference))")
        }
        switch reference {
        case let .failure(error): return FuzzChecks.requireShort(error.description, from: "CatalogueMapper")
        case let .success(catalogue): return sections.flatMap { CatalogueIndexRoundTrip.check(input, catalogue: catalogue, sections: $0) }
        }
    }

    /// The sections of the catalogue file (`FormatSections.catalogueSectionNames`) that `input` fills, when it reads.
    private static func sectionsHeld(in input: Data) -> Set<String> {
        guard (try? CatalogueMapper.mapWithFoundation(input)) != nil else { return [] }
        let json = input.starts(with: [0xEF, 0xBB, 0xBF]) ? Data(input.dropFirst(3)) : input
        return FuzzSeedNeeds.fields(of: json).map { FuzzSeedNeeds.filled(FormatSections.catalogueSectionNames.map(\.file), in: $0) } ?? []
    }

    private static func describe(_ result: Result<Catalogue, CatalogueFileError>) -> String {
        switch result {
        case let .success(catalogue): "a catalogue of \(catalogue.products.count) products"
        case let .failure(error): "\"\(error.description.prefix(200))\""
        }
    }
}
