import Adapters
import Entities
import Foundation
import UseCases

/// The catalogue index beside the state file, crafted (`SealedIndex`) and opened as a start opens it, then asked for
/// pages of every order, searches, look-ups and completions.
enum CatalogueIndexFuzzing {
    static let cataloguePath = "/fuzz/catalogue.json"
    static let indexPath = "/fuzz/catalogue.index"

    static let target = FuzzTarget(
        "index", .adapters,
        "CatalogueFileReader over a crafted, sealed catalogue index: it is refused, or every page, search and look-up answers or fails as damaged",
        needs: FuzzSeedNeeds(required: { IndexSection.catalogueSections.map(\.name) }, reached: sectionsHeld)
    ) { input in
        let (bytes, size) = SealedIndex.file(from: input)
        guard let header = try? CatalogueIndexHeader(decoding: Array(bytes.prefix(CatalogueIndexHeader.blockSize)), fileSize: size) else {
            return nil
        }
        return FuzzAsync.wait { await browse(files(index: bytes, size: size, cataloguing: header.catalogue)) }
    }

    /// Whether `input` makes an index the shop opens and answers from.
    static func opens(_ input: Data) -> Bool {
        let (bytes, size) = SealedIndex.file(from: input)
        guard let header = try? CatalogueIndexHeader(decoding: Array(bytes.prefix(CatalogueIndexHeader.blockSize)), fileSize: size) else {
            return false
        }
        let files = files(index: bytes, size: size, cataloguing: header.catalogue)
        return FuzzAsync.wait {
            guard let opened = try? reader(files).open(atPath: cataloguePath) else { return false }
            await opened.finishWriting()
            return opened.catalogue is IndexFileCatalogue
        }
    }

    /// The index sections of the catalogue file's sections that hold something in the index `input` makes, if it opens.
    private static func sectionsHeld(in input: Data) -> Set<String> {
        let (bytes, size) = SealedIndex.file(from: input)
        guard opens(input), let header = try? CatalogueIndexHeader(decoding: Array(bytes.prefix(CatalogueIndexHeader.blockSize)), fileSize: size) else {
            return []
        }
        return Set(IndexSection.catalogueSections.filter { !header.range(of: $0).isEmpty }.map(\.name))
    }

    /// The compact input (`SealedIndex`) of the index a start writes for the catalogue file `json`.
    static func seed(forCatalogue json: Data) async -> Data? {
        await writtenIndex(forCatalogue: json).map(SealedIndex.input(from:))
    }

    /// The identity of the catalogue file of `size` bytes whose index a start writes.
    private static func catalogueIdentity(size: Int) -> FileIdentity {
        FileIdentity(device: 7, inode: 11, size: size, modificationTime: 1_000, changeTime: 1_000)
    }

    /// The index a start writes for the catalogue file `json` (of `catalogueIdentity`, at its size), if it opens.
    static func writtenIndex(forCatalogue json: Data) async -> Data? {
        let identity = catalogueIdentity(size: json.count)
        let files = FuzzFileSystem([cataloguePath: .init(bytes: json, identity: identity)])
        guard let opened = try? reader(files).open(atPath: cataloguePath) else { return nil }
        await opened.finishWriting()
        return files.written(toPath: indexPath)
    }

    /// The catalogue file `json` as the next start opens it, with `index` beside it, written after it.
    static func opened(_ json: Data, index: Data) async -> OpenedCatalogue? {
        let indexIdentity = FileIdentity(device: 1, inode: 2, size: index.count, modificationTime: 1_001, changeTime: 1_001)
        let files = FuzzFileSystem([
            cataloguePath: .init(bytes: json, identity: catalogueIdentity(size: json.count)), indexPath: .init(bytes: index, identity: indexIdentity),
        ])
        guard let opened = try? reader(files).open(atPath: cataloguePath) else { return nil }
        await opened.finishWriting()
        return opened
    }

    /// The index file, and a small catalogue file of the identity the index names, older than the index: the start
    /// trusts the index by that identity, and decodes the catalogue file only when the index turns out damaged.
    private static func files(index: [UInt8], size: Int, cataloguing identity: FileIdentity) -> FuzzFileSystem {
        let newest = max(identity.modificationTime, identity.changeTime)
        let indexIdentity = FileIdentity(device: 1, inode: 2, size: size, modificationTime: newest &+ 1, changeTime: newest &+ 1)
        return FuzzFileSystem([
            cataloguePath: .init(bytes: Data(recoveryCatalogue.utf8), identity: identity),
            indexPath: .init(bytes: Data(index), identity: indexIdentity),
        ])
    }

    private static func reader(_ files: FuzzFileSystem) -> CatalogueFileReader {
        CatalogueFileReader(fileSystem: files, index: CatalogueIndexFile(path: indexPath, fileSystem: files, minimumCatalogueSize: 0))
    }

    /// Opens the catalogue and asks the index everything a customer can: a finding when an answer is impossible.
    private static func browse(_ files: FuzzFileSystem) async -> FuzzFinding? {
        guard let opened = try? reader(files).open(atPath: cataloguePath) else { return FuzzFinding("the recovery catalogue did not open") }
        defer { withExtendedLifetime(opened) {} }
        guard opened.catalogue is IndexFileCatalogue else {
            await opened.finishWriting()
            return nil
        }
        let catalogue = opened.catalogue
        let ids = [1, 2, 3, 1_000, Int.max].compactMap(ProductID.init)
        for request in CatalogueIndexRequests.all(ids: ids) {
            do {
                let slice = try await catalogue.page(request)
                guard slice.products.count <= request.window.count else {
                    return FuzzFinding("a page of \(request.window.count) products held \(slice.products.count)")
                }
            } catch {
                if let finding = FuzzChecks.requireShort(String(describing: error), from: "the index") { return finding }
            }
        }
        _ = try? await catalogue.products(withIDs: ids)
        _ = catalogue.products(withIDsStartingWith: "1", limit: 5)
        _ = catalogue.products(withNamesStartingWith: "a", limit: 5)
        _ = catalogue.extremes()
        await opened.finishWriting()
        return nil
    }

    /// What the shop falls back on when the index turns out damaged: a catalogue that decodes.
    private static let recoveryCatalogue = #"{"currency": "USD", "products": [{"id": 1, "name": "Oak lamp", "price": 12.5, "quantity": 3}]}"#
}
