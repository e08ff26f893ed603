/// What the state document says of the order journal beside it, as SQLite's commit frame says how much of its log is
/// committed: the journal's salt, which its first line repeats, so that a journal of another state is never taken for
/// this one's; how many of its bytes are committed and how many orders they hold; and the last one's number. Bytes past
/// `bytes` are an append that never committed (Docs/state-file.md, "The commit rule").
public struct JournalCommit: Equatable, Sendable {
    /// Sixteen hexadecimal digits, the same in the state document and on the journal's first line.
    public let salt: String
    /// How many bytes of the journal are committed, its first line included; 0 while no order is.
    public let bytes: Int
    /// How many orders the committed bytes hold.
    public let count: Int
    /// The number of the last order committed, the highest; nil while there is none.
    public let lastNumber: Int?

    /// The record of `count` orders in the first `bytes` bytes of the journal salted `salt`, the last numbered `lastNumber`.
    public init(salt: String, bytes: Int, count: Int, lastNumber: Int?) {
        self.salt = salt
        self.bytes = bytes
        self.count = count
        self.lastNumber = lastNumber
    }

    /// A journal salted `salt` with nothing committed yet.
    public static func empty(salt: String) -> JournalCommit {
        JournalCommit(salt: salt, bytes: 0, count: 0, lastNumber: nil)
    }
}
