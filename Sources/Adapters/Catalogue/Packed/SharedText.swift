/// UTF-8 text that many products point into: a catalogue's names and descriptions in one buffer, so that a hundred
/// thousand products hold spans of it instead of four hundred thousand strings of their own. The buffer may be made of
/// runs that read as one, one after another: a catalogue decoded on two cores keeps each half's text where it was
/// written, rather than copying the second after the first, which held both at once.
final class SharedText: Sendable {
    /// The runs, one after another; meant to be UTF-8, though anything else is only shown repaired, never trusted.
    private let runs: [[UInt8]]
    /// Where each run starts in the text as a whole.
    private let starts: [Int]
    /// How many bytes the runs hold together.
    let count: Int

    /// The text of `utf8`, in one run.
    convenience init(utf8: [UInt8]) {
        self.init(runs: [utf8])
    }

    /// The text of `runs`, one after another.
    init(runs: [[UInt8]]) {
        self.runs = runs
        var starts: [Int] = []
        var count = 0
        for run in runs {
            starts.append(count)
            count += run.count
        }
        self.starts = starts
        self.count = count
    }

    /// Whether `span` lies wholly inside one run.
    func contains(_ span: TextSpan) -> Bool {
        guard span.start >= 0, span.count >= 0, span.start <= count, span.count <= count - span.start else { return false }
        let run = self.run(at: span.start)
        return span.start + span.count <= starts[run] + runs[run].count
    }

    /// The text at `span` (which lies inside one run); bytes that are not UTF-8 come out as U+FFFD.
    func string(at span: TextSpan) -> String {
        withUTF8(at: span) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the bytes at `span` (which lies inside one run), without building a string.
    func withUTF8<Result>(at span: TextSpan, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let run = self.run(at: span.start)
        let start = span.start - starts[run]
        return try runs[run].withUnsafeBufferPointer { all in
            try body(UnsafeBufferPointer(rebasing: all[start..<(start + span.count)]))
        }
    }

    /// The run a span starting at `offset` lies in: the last that starts at or before it (there are one or two).
    private func run(at offset: Int) -> Int {
        var run = runs.count - 1
        while run > 0, starts[run] > offset || (starts[run] == offset && runs[run].isEmpty) { run -= 1 }
        return run
    }
}

/// Where one text lies in a `SharedText`: the offset of its first byte and how many bytes it has.
struct TextSpan: Hashable, Sendable {
    let start: Int
    let count: Int

    /// No text.
    static let empty = TextSpan(start: 0, count: 0)
}
