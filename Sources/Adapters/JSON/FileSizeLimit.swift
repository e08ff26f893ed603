import Foundation

/// The most bytes a file's reader accepts, held on both sides so that whatever Tasch writes, it can read back: a read
/// refuses a larger file unread (`FileTooLargeError`), and a write that would make one is refused before anything is
/// written (`FileTooLargeToWriteError`), so a save never leaves a file that every later start refuses.
public struct FileSizeLimit: Equatable, Sendable {
    /// The most bytes read, and so the most written.
    public let maximumSize: Int

    /// A limit of `maximumSize` bytes.
    public init(maximumSize: Int) {
        self.maximumSize = maximumSize
    }

    /// Throws, naming `path`, when `data` is more than a reader of the file accepts; call it before writing anything.
    public func checkWriting(_ data: Data, toPath path: String) throws(FileTooLargeToWriteError) {
        guard data.count <= maximumSize else { throw FileTooLargeToWriteError(path: path, maximumSize: maximumSize) }
    }
}

/// A write refused before anything was written, because the file would be larger than its reader accepts.
public struct FileTooLargeToWriteError: Error, Equatable, CustomStringConvertible {
    /// The file that was not written.
    public let path: String
    /// The most bytes its reader accepts.
    public let maximumSize: Int

    /// The file at `path` would be over `maximumSize` bytes.
    public init(path: String, maximumSize: Int) {
        self.path = path
        self.maximumSize = maximumSize
    }

    public var description: String {
        "\(path) would be larger than \(FileTooLargeError.readable(maximumSize)), the most Tasch reads back"
    }
}
