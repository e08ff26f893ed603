/// A file being written a piece at a time, each piece at its own offset, from any thread: a big file written without
/// first being held whole in memory (`FileSystem.writeCache(length:toPath:_:)`).
public protocol FilePieces: Sendable {
    /// Writes `bytes` at `offset`, which with them lies within the file's length; throws when it cannot.
    func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws
}
