/// What a file system says about a file without reading it: enough to tell, cheaply, that it has changed.
public struct FileAttributes: Equatable, Sendable {
    /// The size in bytes.
    public let size: Int
    /// The last modification, in nanoseconds since 1970; only ever compared for equality.
    public let modificationTime: Int64

    /// Attributes of a file of `size` bytes last modified at `modificationTime`.
    public init(size: Int, modificationTime: Int64) {
        self.size = size
        self.modificationTime = modificationTime
    }
}
