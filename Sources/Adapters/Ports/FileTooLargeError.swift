/// A file refused unread because it is larger than its reader allows.
public struct FileTooLargeError: Error, Equatable, CustomStringConvertible {
    /// The most bytes the reader accepts.
    public let maximumSize: Int

    /// An error for a file over `maximumSize` bytes.
    public init(maximumSize: Int) {
        self.maximumSize = maximumSize
    }

    public var description: String {
        "the file is larger than \(Self.readable(maximumSize)), the most Tasch reads"
    }

    /// Sizes in the largest binary unit that divides them: `256 MiB`, `1500 bytes`.
    static func readable(_ size: Int) -> String {
        let units = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")]
        for (unit, name) in units where size >= unit && size % unit == 0 {
            return "\(size / unit) \(name)"
        }
        return "\(size) bytes"
    }
}
