/// What a cache was made from: the catalogue file's path, size, modification time and a hash of its bytes.
/// A cache is used only when all four match the file as it is now.
public struct CatalogueCacheKey: Equatable, Sendable {
    public let path: String
    public let attributes: FileAttributes
    public let contentHash: UInt64

    /// The key of the catalogue file at `path` with `attributes` and the bytes `contents`.
    public init(path: String, attributes: FileAttributes, contents: UnsafeRawBufferPointer) {
        self.init(path: path, attributes: attributes, contentHash: ContentHash.hash(contents))
    }

    init(path: String, attributes: FileAttributes, contentHash: UInt64) {
        self.path = path
        self.attributes = attributes
        self.contentHash = contentHash
    }
}
