/// What a file system says about a file without reading it, as git's index keeps it: which file it is (device and
/// inode), its size, and when its contents and its status last changed, to the nanosecond. A file edited in place,
/// replaced by another, or only touched has another identity.
public struct FileIdentity: Equatable, Sendable {
    /// The device the file lies on.
    public let device: UInt64
    /// The file's number on its device; a file replaced by a rename has another.
    public let inode: UInt64
    /// The size in bytes.
    public let size: Int
    /// The last change of the contents, in nanoseconds since 1970.
    public let modificationTime: Int64
    /// The last change of the contents or the status (permissions, links, times set by hand), in nanoseconds since
    /// 1970; a program can set the modification time back, but not this one.
    public let changeTime: Int64

    /// The identity of file `inode` on `device`, of `size` bytes, modified at `modificationTime` and changed at `changeTime`.
    public init(device: UInt64, inode: UInt64, size: Int, modificationTime: Int64, changeTime: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modificationTime = modificationTime
        self.changeTime = changeTime
    }
}
