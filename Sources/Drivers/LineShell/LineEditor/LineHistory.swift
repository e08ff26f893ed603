import Adapters

/// The lines typed at the prompt, oldest first, as they are kept between runs: at most `limit` of them and at most
/// `maximumSize` bytes as the file holds them, the oldest dropped first; a line repeated right after itself once, and
/// no blank line, line that starts with a space (the way to type something that is not kept), or line too long for
/// the file.
struct LineHistory: Equatable {
    static let limit = 1_000
    /// The most bytes of the history file, each line with its line break: what reading it accepts (`HistoryFile`), so
    /// that long pasted lines push out old ones instead of making a file that is refused and lost for good.
    static let maximumSize = 4 << 20

    private(set) var lines: [String] = []
    /// The bytes `lines` take in the file.
    private var size = 0

    /// A history of `lines` (read back from a file, say) that keeps only what `add` would have kept; a line holding
    /// anything a terminal would act on is dropped too, so that recalling it cannot send anything to the terminal.
    init(_ lines: [String] = []) {
        for line in lines where TerminalSafeText.isSafe(line) {
            add(line)
        }
    }

    /// Adds `line` if the rules keep it; returns whether they did.
    @discardableResult
    mutating func add(_ line: String) -> Bool {
        guard Self.keeps(line), !Self.isTooLong(line), line != lines.last else { return false }
        lines.append(line)
        size += Self.size(of: line)
        var dropped = 0
        while lines.count - dropped > Self.limit || size > Self.maximumSize {
            size -= Self.size(of: lines[dropped])
            dropped += 1
        }
        lines.removeFirst(dropped)
        return true
    }

    /// Whether a line is worth keeping at all: not blank, and not typed with a space first.
    static func keeps(_ line: String) -> Bool {
        !line.allSatisfy(\.isWhitespace) && line.first != " "
    }

    /// Whether `line` alone is more than the history file may hold.
    static func isTooLong(_ line: String) -> Bool {
        size(of: line) > maximumSize
    }

    /// The bytes `line` takes in the file, its line break included.
    private static func size(of line: String) -> Int {
        line.utf8.count + 1
    }
}

/// Up and Down through the history while a line is read. The line being typed is kept aside as the newest entry,
/// and a recalled line edited before moving on keeps its edit until the line is done, as in linenoise.
struct HistoryBrowser: Equatable {
    private var lines: [String]
    private var index: Int

    init(lines: [String]) {
        self.lines = lines + [""]
        index = lines.count
    }

    /// The line `step` entries away (−1 is older), keeping `current` in place of the one left; nil past either end.
    mutating func move(by step: Int, leaving current: String) -> String? {
        let target = index + step
        guard lines.indices.contains(target) else { return nil }
        lines[index] = current
        index = target
        return lines[target]
    }
}
