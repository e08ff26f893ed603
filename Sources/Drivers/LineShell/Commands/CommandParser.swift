import Adapters

/// Reads a typed line as a command of its table; anything else is a one-line `CommandError`. It knows no command: the
/// words it reads, and what each takes, are the table's.
public struct CommandParser: Sendable {
    private let table: CommandTable
    private let longestWord: Int

    /// A parser of `table`'s commands.
    public init(table: CommandTable) {
        self.table = table
        // Read at every start: plain loops cost a start less than the generic algorithms do.
        var longest = 0
        for entry in table.entries {
            longest = max(longest, entry.name.utf8.count)
            for alias in entry.aliases { longest = max(longest, alias.utf8.count) }
        }
        longestWord = longest
    }

    /// The command in `line`, or nil when the line is empty or a `#` comment.
    public func parse(_ line: String) throws(CommandError) -> Command? {
        guard !Self.isBlankOrComment(line) else { return nil }
        // No command's word is long: a first word longer than any is unknown, told and quoted from its beginning alone.
        let start = line.drop { $0.isWhitespace }
        let head = start.prefix(longestWord + 1)
        guard head.count <= longestWord || head.contains(where: \.isWhitespace) else {
            throw unknownCommand(String(start.prefix(Printable.maximumLength + 1)))
        }
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first else { return nil }
        guard let entry = table.named(first.lowercased()) else { throw unknownCommand(first) }
        return Command(entry, try entry.read(Array(words.dropFirst())))
    }

    /// Whether `line` holds nothing to run: only white space, or a `#` comment.
    public static func isBlankOrComment(_ line: some StringProtocol) -> Bool {
        line.first { !$0.isWhitespace }.map { $0 == "#" } ?? true
    }

    private func unknownCommand(_ word: String) -> CommandError {
        let suggestion = Suggestion.question(for: word.lowercased(), among: table.words)
        return CommandError("unknown command \(Printable.word(word)): \(suggestion)type \"\(TerminalVocabulary.helpWords)\" to see the commands")
    }
}
