import Entities
import Foundation
import UseCases

/// Opens the catalogue file the shop sells from: answered from the catalogue index when the index was made from this
/// very file, else decoded and indexed in memory for browsing, while the index for the next start is written on
/// another thread (when the file is big enough to be worth one). A catalogue that is no regular file (a pipe from
/// `<(…)`, `/dev/stdin`) is read whole as it comes, and never indexed: it has no identity to trust an index by.
public struct CatalogueFileReader: Sendable {
    /// Why a catalogue file cannot be opened: it is missing or unreadable, or it is not a valid catalogue.
    public enum Failure: Error, Equatable {
        /// There is no file there, or it cannot be read: the system's reason, or nil for a missing file.
        case unreadable(String?)
        /// The file is larger than the most Tasch reads, or not a valid catalogue: what is wrong and where.
        case invalid(String)
    }

    private let fileSystem: any FileSystem
    private let index: CatalogueIndexFile?
    private let maximumSize: Int

    /// A reader through `fileSystem`, using `index` when given, refusing files over `maximumSize` bytes unread.
    public init(fileSystem: any FileSystem, index: CatalogueIndexFile? = nil, maximumSize: Int = CatalogueMapper.maximumFileSize) {
        self.fileSystem = fileSystem
        self.index = index
        self.maximumSize = maximumSize
    }

    /// The catalogue in the file at `path`, and the index being written for it, if one is.
    public func open(atPath path: String) throws(Failure) -> OpenedCatalogue {
        index?.removeLeftovers()
        let writes = IndexWrites()
        // Taken before the file is read: a change made while it is read then gives the file an identity the index lacks.
        let identity = fileSystem.identity(atPath: path)
        guard let identity else {
            return .decoded(try decode(atPath: path, asStream: true).catalogue, writes: writes)
        }
        guard let index, index.indexes(identity) else {
            return .decoded(try decode(atPath: path, expectedLength: identity.size).catalogue, writes: writes)
        }
        if let (tables, sections) = index.open(for: identity, cataloguePath: path) {
            let recovery = IndexRecovery { [self] in rebuild(atPath: path, from: identity, writes: writes) }
            return OpenedCatalogue(IndexFileCatalogue(tables, recovery: recovery), sections: sections, writes: writes)
        }
        let (catalogue, contentHash) = try decode(atPath: path, expectedLength: identity.size)
        writes.start { index.write(catalogue, madeFrom: identity, contentHash: contentHash) }
        return .decoded(catalogue, writes: writes)
    }

    /// The catalogue a file's bytes hold, `contents`, opened without an index: a catalogue built into the program.
    public static func open(contents: Data) throws(Failure) -> OpenedCatalogue {
        .decoded(try map(contents).catalogue, writes: IndexWrites())
    }

    /// The catalogue decoded again after its index failed, with a fresh index on its way; nil when the file is no
    /// longer the one the index was made from, or cannot be decoded.
    private func rebuild(atPath path: String, from identity: FileIdentity, writes: IndexWrites) -> (any ProductCatalogue)? {
        guard fileSystem.identity(atPath: path) == identity, let (catalogue, contentHash) = try? decode(atPath: path, expectedLength: identity.size) else { return nil }
        if let index { writes.start { index.write(catalogue, madeFrom: identity, contentHash: contentHash) } }
        return IndexedCatalogue(catalogue)
    }

    /// The catalogue in the file at `path`, of about `expectedLength` bytes (or in the stream there, read to its end, when
    /// `asStream`), and the hash of the bytes it was decoded from, which its index records (`FileHash`). A file's bytes
    /// are hashed as they are read, and given back as they are decoded; a file the fast decoder does not take is read
    /// again for the slow path.
    private func decode(atPath path: String, expectedLength: Int = 0, asStream: Bool = false) throws(Failure) -> (catalogue: PackedCatalogue, contentHash: UInt64) {
        if asStream {
            return try Self.map(read { try fileSystem.contents(ofStreamAtPath: path, maximumSize: maximumSize) })
        }
        let hash = FileHash(expectedLength: expectedLength)
        let file = try read { try fileSystem.contents(atPath: path, maximumSize: maximumSize) { hash.add($1, at: $0) } }
        if let catalogue = CatalogueMapper.fastPackedCatalogue(file) {
            return (catalogue, hash.finalize(length: file.bytes.count))
        }
        return try Self.map(read { try fileSystem.contents(atPath: path, maximumSize: maximumSize) })
    }

    /// What `reading` read, its failures and a missing file told as the reader's.
    private func read<Contents>(_ reading: () throws -> Contents?) throws(Failure) -> Contents {
        let contents: Contents?
        do {
            contents = try reading()
        } catch let error as FileTooLargeError {
            throw .invalid("\(error)")
        } catch {
            throw .unreadable("\(error)")
        }
        guard let contents else { throw .unreadable(nil) }
        return contents
    }

    private static func map(_ data: Data) throws(Failure) -> (catalogue: PackedCatalogue, contentHash: UInt64) {
        do {
            return (try CatalogueMapper.packedCatalogue(data), FileHash.hash(data))
        } catch {
            throw .invalid("\(error)")
        }
    }
}

private extension OpenedCatalogue {
    /// `catalogue`, decoded, indexed in memory for browsing, with what its sections hold.
    static func decoded(_ catalogue: PackedCatalogue, writes: IndexWrites) -> OpenedCatalogue {
        OpenedCatalogue(IndexedCatalogue(catalogue), sections: catalogue.sections, writes: writes)
    }
}
