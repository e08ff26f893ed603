/// An atomic write that replaced its file, and then could not sync the file's folder (its open or its fsync failed):
/// the new file is in place and every read finds it, so what it commits has happened; only a crash of the system or a
/// power cut before the folder reaches the disk could still bring the old file back.
public struct ReplacedButNotSyncedError: Error, Equatable, CustomStringConvertible {
    /// The file that was replaced.
    public let path: String
    /// Why its folder could not be synced: the system's reason.
    public let reason: String

    /// `path` was replaced; syncing its folder failed for `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        "\(path) is saved, but its folder could not be synced: \(reason)"
    }
}
