import Entities
import Foundation

/// Opens the catalogue file the shop sells from: read from the start-up cache when the cache was made from this very
/// file, else decoded (and cached for the next start when it is big), and indexed for browsing.
public struct CatalogueFileReader: Sendable {
    /// Why a catalogue file cannot be opened: it is missing or unreadable, or it is not a valid catalogue.
    public enum Failure: Error, Equatable {
        /// There is no file there, or it cannot be read: the system's reason, or nil for a missing file.
        case unreadable(String?)
        /// The file is larger than the most Tasch reads, or not a valid catalogue: what is wrong and where.
        case invalid(String)
    }

    private let fileSystem: any FileSystem
    private let cache: CatalogueCacheFile?
    private let maximumSize: Int

    /// A reader through `fileSystem`, using `cache` when given, refusing files over `maximumSize` bytes unread.
    public init(fileSystem: any FileSystem, cache: CatalogueCacheFile? = nil, maximumSize: Int = CatalogueMapper.maximumFileSize) {
        self.fileSystem = fileSystem
        self.cache = cache
        self.maximumSize = maximumSize
    }

    /// The catalogue in the file at `path`, indexed for browsing.
    public func open(atPath path: String) throws(Failure) -> IndexedCatalogue {
        if let cached = cache?.catalogue(forFileAt: path) { return IndexedCatalogue(cached) }
        let data: Data?
        do {
            data = try fileSystem.contents(atPath: path, maximumSize: maximumSize)
        } catch let error as FileTooLargeError {
            throw .invalid("\(error)")
        } catch {
            throw .unreadable("\(error)")
        }
        guard let data else { throw .unreadable(nil) }
        do {
            let catalogue = try CatalogueMapper.packedCatalogue(data)
            cache?.save(catalogue, decodedFrom: consume data, readFrom: path)
            return IndexedCatalogue(catalogue)
        } catch {
            throw .invalid("\(error)")
        }
    }
}
