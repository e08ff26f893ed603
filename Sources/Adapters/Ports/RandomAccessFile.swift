/// A file opened for reading at any offset: the file that was at the path when it was opened, even once another has
/// been renamed over it. Another program may still shorten or rewrite it in place, so a read can come back short.
public protocol RandomAccessFile: Sendable {
    /// The file's identity when it was opened.
    var identity: FileIdentity { get }
    /// Reads up to `buffer.count` bytes from `offset` into `buffer` and says how many it read: fewer only where the
    /// file ends, none at or past its end.
    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws -> Int
}

extension RandomAccessFile {
    /// The `count` bytes at `offset`, or nil when the file ends before them.
    public func bytes(at offset: Int, count: Int) throws -> [UInt8]? {
        // An array of no capacity is the standard library's one shared empty array, whose count the initialiser below
        // writes: two threads doing so race (the thread sanitizer reports it), so none asks it for nothing.
        guard count > 0 else { return [] }
        let bytes = try [UInt8](unsafeUninitializedCapacity: count) { buffer, initialised in
            initialised = try self.read(into: UnsafeMutableRawBufferPointer(buffer), at: offset)
        }
        return bytes.count == count ? bytes : nil
    }
}
