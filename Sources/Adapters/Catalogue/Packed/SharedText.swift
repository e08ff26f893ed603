/// UTF-8 text that many products point into: a catalogue's names and descriptions in one buffer, so that a hundred
/// thousand products hold spans of it instead of four hundred thousand strings of their own.
final class SharedText: Sendable {
    /// The bytes; meant to be UTF-8, though anything else is only shown repaired, never trusted.
    let utf8: [UInt8]

    init(utf8: [UInt8]) {
        self.utf8 = utf8
    }

    /// Whether `span` lies wholly inside the buffer.
    func contains(_ span: TextSpan) -> Bool {
        span.start >= 0 && span.count >= 0 && span.start <= utf8.count && span.count <= utf8.count - span.start
    }

    /// The text at `span` (which lies inside the buffer); bytes that are not UTF-8 come out as U+FFFD.
    func string(at span: TextSpan) -> String {
        withUTF8(at: span) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the bytes at `span` (which lies inside the buffer), without building a string.
    func withUTF8<Result>(at span: TextSpan, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try utf8.withUnsafeBufferPointer { all in
            try body(UnsafeBufferPointer(rebasing: all[span.start..<(span.start + span.count)]))
        }
    }
}

/// Where one text lies in a `SharedText`: the offset of its first byte and how many bytes it has.
struct TextSpan: Hashable, Sendable {
    let start: Int
    let count: Int

    /// No text.
    static let empty = TextSpan(start: 0, count: 0)
}
