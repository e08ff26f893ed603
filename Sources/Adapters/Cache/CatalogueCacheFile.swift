import Entities
import Foundation

/// The start-up cache kept in one file (beside the state file): a big catalogue is decoded once, and later starts
/// with the same catalogue file read the cache instead. The cache never changes what the shop sells: it is used only
/// when it was made from the file's very bytes and is intact; otherwise the caller decodes the file and saves anew.
public struct CatalogueCacheFile: Sendable {
    /// Catalogues smaller than this, 1 MiB, decode in a few milliseconds: caching them would cost a write and save nothing.
    public static let defaultMinimumCatalogueSize = 1 << 20
    /// The cache's file name, in the state file's folder.
    public static let fileName = "catalogue.cache"
    /// Pieces in which the catalogue file is hashed: big enough for few reads, small enough to stay in the CPU's cache.
    private static let chunkSize = 256 * 1024

    private let path: String
    private let fileSystem: any FileSystem
    private let minimumCatalogueSize: Int

    /// A cache in the file at `path`, for catalogues of at least `minimumCatalogueSize` bytes.
    public init(path: String, fileSystem: any FileSystem, minimumCatalogueSize: Int = defaultMinimumCatalogueSize) {
        self.path = path
        self.fileSystem = fileSystem
        self.minimumCatalogueSize = minimumCatalogueSize
    }

    /// The catalogue cached for the catalogue file at `cataloguePath` when the cache was made from the file as it is
    /// now (path, size, modification time and a hash of every byte) and is intact; nil otherwise, and for small files.
    func catalogue(forFileAt cataloguePath: String) -> PackedCatalogue? {
        guard let attributes = fileSystem.attributes(atPath: cataloguePath), attributes.size >= minimumCatalogueSize,
              let cached = try? fileSystem.bytes(atPath: path, maximumSize: 2 * CatalogueMapper.maximumFileSize),
              let madeFor = CatalogueCache.key(in: cached), madeFor.path == cataloguePath, madeFor.attributes == attributes else {
            return nil
        }
        // Only a cache that names this file, size and time is worth reading the file through the hash for; that
        // happens on another core while this one checks and reads the cache as if the hash matched.
        let hashing = FileHashTask(path: cataloguePath, fileSystem: fileSystem, chunkSize: Self.chunkSize)
        let catalogue = CatalogueCache.catalogue(from: cached, key: madeFor)
        guard hashing.wait() == madeFor.contentHash else { return nil }
        return catalogue
    }

    /// Caches `catalogue`, decoded from `data`, the bytes of the file at `cataloguePath`, for the next start. A cache
    /// that cannot be written is passed over in silence: the shop works without it, only its next start is slower.
    func save(_ catalogue: PackedCatalogue, decodedFrom data: consuming Data, readFrom cataloguePath: String) {
        // The hash is of the bytes decoded, so a file changed meanwhile gives a key that will not match it.
        guard data.count >= minimumCatalogueSize, let attributes = fileSystem.attributes(atPath: cataloguePath) else { return }
        let key = data.withUnsafeBytes { CatalogueCacheKey(path: cataloguePath, attributes: attributes, contents: $0) }
        // The JSON is not needed any more; letting it go before the cache is built keeps the peak of memory down.
        _ = consume data
        // Not durable: waiting for the disk cost tens of milliseconds of the first start, and a cache cut short by a
        // crash fails its hash at the next start and is rebuilt, so the wait would protect nothing.
        try? fileSystem.writeAtomically(CatalogueCache.data(for: catalogue, key: key), toPath: path, durable: false)
    }
}
