import Foundation

/// The catalogue index kept in one file beside the state file: made once from a big catalogue as it was decoded, and
/// read by later starts a few blocks at a time. It never changes what the shop sells: it is used only when it was made
/// from the catalogue file as it is now, by the file's identity (device, inode, size, and modification and change
/// times to the nanosecond), and only when that identity can be trusted; anything else is rebuilt from the catalogue.
public struct CatalogueIndexFile: Sendable {
    /// Catalogues smaller than this, 1 MiB, decode in a few milliseconds: indexing them would cost a write and save nothing.
    public static let defaultMinimumCatalogueSize = 1 << 20
    /// The index's file name, in the state file's folder.
    public static let fileName = "catalogue.index"
    /// Files that earlier versions of Tasch kept there (a start-up cache, which the index replaced): nothing reads them,
    /// and each is removed wherever it is found.
    public static let obsoleteFileNames = ["catalogue.cache"]

    private let path: String
    private let fileSystem: any FileSystem
    private let minimumCatalogueSize: Int

    /// An index in the file at `path`, for catalogues of at least `minimumCatalogueSize` bytes.
    public init(path: String, fileSystem: any FileSystem, minimumCatalogueSize: Int = defaultMinimumCatalogueSize) {
        self.path = path
        self.fileSystem = fileSystem
        self.minimumCatalogueSize = minimumCatalogueSize
    }

    /// Whether a catalogue file with `identity` is big enough to index.
    func indexes(_ identity: FileIdentity) -> Bool {
        identity.size >= minimumCatalogueSize
    }

    /// The index when it was made from the catalogue file whose identity is now `catalogue`, and is intact as far as
    /// its header tells; nil otherwise. Only the header is read: every other block is checked when it is read.
    func open(for catalogue: FileIdentity) -> IndexTables? {
        guard let file = try? fileSystem.openForReading(atPath: path), file.identity.size >= CatalogueIndexHeader.blockSize,
              let block = try? file.bytes(at: 0, count: CatalogueIndexHeader.blockSize),
              let header = try? CatalogueIndexHeader(decoding: block, fileSize: file.identity.size),
              header.catalogue == catalogue, !Self.isRacy(catalogue, indexedAt: file.identity.modificationTime) else {
            return nil
        }
        return IndexTables(reader: IndexBlockReader(file: file, header: header))
    }

    /// Git's guard against a change the times cannot show: a file changed again within the same tick of the file
    /// system's clock keeps its times. When the catalogue's times are not older than the index itself, a change made
    /// after the index read it could carry those same times, so they prove nothing and the index is rebuilt.
    static func isRacy(_ catalogue: FileIdentity, indexedAt indexTime: Int64) -> Bool {
        catalogue.modificationTime >= indexTime || catalogue.changeTime >= indexTime
    }

    /// Writes the index of `catalogue`, decoded from the catalogue file whose identity was `identity` before it was
    /// read. An index that cannot be written is passed over in silence: the shop works without it, only slower to start.
    func write(_ catalogue: PackedCatalogue, madeFrom identity: FileIdentity) {
        guard let data = CatalogueIndexBuilder.index(of: catalogue, madeFrom: identity) else { return }
        // Not durable: waiting for the disk would protect nothing, since an index cut short by a crash fails its
        // checks and is rebuilt.
        try? fileSystem.writeAtomically(data, toPath: path, durable: false)
    }

    /// Removes what earlier shops left beside the index: temporary files of writes that were killed, and the files of
    /// what came before the index.
    func removeLeftovers() {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        fileSystem.removeAbandonedTemporaryFiles(forPath: path)
        for name in Self.obsoleteFileNames {
            let obsolete = folder.appendingPathComponent(name).path
            fileSystem.removeAbandonedTemporaryFiles(forPath: obsolete)
            fileSystem.removeFile(atPath: obsolete)
        }
    }
}
