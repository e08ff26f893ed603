/// Where one text lies in a `SharedText`: the offset of its first byte and how many bytes it has.
public struct TextSpan: Hashable, Sendable {
    /// The offset of the text's first byte in its buffer.
    public let start: Int
    /// How many bytes of UTF-8 the text has.
    public let count: Int

    /// The span of `count` bytes from `start`; checked against its buffer only by `ProductText`.
    public init(start: Int, count: Int) {
        self.start = start
        self.count = count
    }

    /// No text.
    public static let empty = TextSpan(start: 0, count: 0)
}
