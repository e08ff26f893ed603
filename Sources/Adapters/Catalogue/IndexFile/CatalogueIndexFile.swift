import Entities
import Foundation

/// The catalogue index kept in one file beside the state file: made once from a big catalogue as it was decoded, and
/// read by later starts a few blocks at a time. It never changes what the shop sells: it is used only when it was made
/// from the catalogue file as it is now, by the file's identity (device, inode, size, and modification and change
/// times to the nanosecond), and only when that identity can be trusted or, when it cannot, the file's bytes are the
/// ones the index was made from; anything else is rebuilt from the catalogue.
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

    /// The index when it was made from the catalogue file at `cataloguePath`, whose identity is now `catalogue`, and is
    /// intact as far as its header and the catalogue file's sections tell, with what those hold; nil otherwise. Only the
    /// header and those sections are read: every other block is checked when it is read. When the identity cannot be trusted (`isRacy`), the
    /// catalogue's bytes are checked instead (`verify`).
    func open(for catalogue: FileIdentity, cataloguePath: String) -> (tables: IndexTables, sections: CatalogueSections)? {
        guard let file = try? fileSystem.openForReading(atPath: path), file.identity.size >= CatalogueIndexHeader.blockSize,
              let block = try? file.bytes(at: 0, count: CatalogueIndexHeader.blockSize),
              let header = try? CatalogueIndexHeader(decoding: block, fileSize: file.identity.size), header.catalogue == catalogue else {
            return nil
        }
        if Self.isRacy(catalogue, indexedAt: file.identity.modificationTime) {
            guard verify(header, atPath: cataloguePath) else { return nil }
        }
        let tables = IndexTables(reader: IndexBlockReader(file: file, header: header))
        // The file's sections are small and the shop reads them from memory: read now, damage to them is found at start,
        // and the catalogue is decoded instead, as for a damaged header.
        guard let sections = try? CatalogueSections.read(from: tables) else { return nil }
        return (tables, sections)
    }

    /// Git's guard against a change the times cannot show: a file changed again within the same tick of the file
    /// system's clock keeps its times. When the catalogue's times are not older than the index itself, a change made
    /// after the index read it could carry those same times, so they prove nothing by themselves.
    static func isRacy(_ catalogue: FileIdentity, indexedAt indexTime: Int64) -> Bool {
        catalogue.modificationTime >= indexTime || catalogue.changeTime >= indexTime
    }

    /// Whether the catalogue at `cataloguePath` still holds the bytes the index was made from, when its times prove
    /// nothing (a change in the index's tick, a clock ahead, `touch -d` into the future): git's answer to a racy entry,
    /// comparing content, and then, as git writes its index anew, recording the index as newer than the catalogue (its
    /// modification time set past the catalogue's), so that later starts trust it without reading the catalogue.
    /// That is safe once the catalogue's last change is older than this check: the index's time is first set to now,
    /// before the catalogue is read, and any later change would give the catalogue a newer change time, which no
    /// program can set back, whatever modification time it is given. A catalogue whose change time is ahead of the
    /// index's clock is checked again at each start: a read and a hash, never a decode.
    private func verify(_ header: CatalogueIndexHeader, atPath cataloguePath: String) -> Bool {
        let catalogue = header.catalogue
        try? fileSystem.setModificationTime(nil, atPath: path)
        let checkedFrom = fileSystem.identity(atPath: path)?.modificationTime
        guard Self.contentHash(ofFileAt: cataloguePath, identity: catalogue, fileSystem: fileSystem) == header.catalogueHash else {
            return false
        }
        if let checkedFrom, catalogue.changeTime < checkedFrom {
            let newer = max(checkedFrom, catalogue.modificationTime + 1, catalogue.changeTime + 1)
            try? fileSystem.setModificationTime(newer, atPath: path)
        }
        return true
    }

    /// The `FileHash` of the file at `path` when it is still the file of `identity`, read a block at a time; nil when
    /// it cannot be read, is another file, or is not `identity.size` bytes long.
    private static func contentHash(ofFileAt path: String, identity: FileIdentity, fileSystem: any FileSystem) -> UInt64? {
        guard let file = try? fileSystem.openForReading(atPath: path), file.identity == identity else { return nil }
        let hash = FileHash(expectedLength: identity.size)
        var buffer = [UInt8](repeating: 0, count: FileBytes.blockSize)
        var offset = 0
        while offset < identity.size {
            let wanted = min(buffer.count, identity.size - offset)
            guard let read = try? buffer.withUnsafeMutableBytes({ try file.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[..<wanted]), at: offset) }),
                  read == wanted else { return nil }
            buffer.withUnsafeBytes { hash.add(UnsafeRawBufferPointer(rebasing: $0[..<wanted]), at: offset) }
            offset += wanted
        }
        return hash.finalize(length: identity.size)
    }

    /// Writes the index of `catalogue`, decoded from the bytes, hashing to `contentHash`, of the catalogue file whose
    /// identity was `identity` before it was read. An index that cannot be written is passed over in silence: the shop
    /// works without it, only slower to start.
    func write(_ catalogue: PackedCatalogue, madeFrom identity: FileIdentity, contentHash: UInt64) {
        guard let plan = CatalogueIndexBuilder.Plan(catalogue) else { return }
        // A cache: not durable, since an index cut short by a crash fails its checks and is rebuilt; and never written
        // through a link, which may lead to /dev/null or anywhere else. Written a few blocks at a time, never whole in memory.
        try? fileSystem.writeCache(length: plan.fileLength, toPath: path) { pieces in
            try CatalogueIndexBuilder.write(plan, madeFrom: identity, contentHash: contentHash, to: pieces)
        }
    }

    /// Removes what earlier shops left beside the index: temporary files of writes that were killed, and the files of
    /// what came before the index.
    func removeLeftovers() {
        fileSystem.removeAbandonedTemporaryFiles(forPath: path)
        for name in Self.obsoleteFileNames {
            let obsolete = PathParts.path(of: name, besidePath: path)
            fileSystem.removeAbandonedTemporaryFiles(forPath: obsolete)
            fileSystem.removeFile(atPath: obsolete)
        }
    }
}
