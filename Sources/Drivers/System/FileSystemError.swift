/// Why a file could not be read or written, as one line naming the file and the system's reason.
public struct FileSystemError: Error, Equatable, CustomStringConvertible {
    public let description: String

    /// An error reading `description` as is.
    public init(_ description: String) {
        self.description = description
    }
}
