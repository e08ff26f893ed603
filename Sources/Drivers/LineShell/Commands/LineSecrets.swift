/// The secrets a typed line holds (a gift card's code), found wherever a line is kept or shown: the history, `--echo`,
/// what `retry` runs and says, a stepped script's prompt. Each statement of the line (`;` separates them, and a comment
/// is read as one) is read by what the command table says of its command's arguments: an argument of a secret kind is
/// a secret, and so is every word a command that takes one does not know (a code typed without its flag), refused
/// statements included: a flag in any case, `--card=CODE`, a misspelt command; and any word that is a secret the shop
/// issued (`IssuedSecrets`), wherever it is. A secret is never written down as typed.
package struct LineSecrets: Sendable {
    private let table: CommandTable
    /// The words that call a command taking a secret: a word near one is read as a misspelling of it.
    private let wordsHoldingSecrets: [String]
    /// Every option whose value is a secret, whatever its command: a statement of no command has its secrets there.
    private let secretOptions: [CommandOption]

    package init(table: CommandTable) {
        self.table = table
        wordsHoldingSecrets = table.entries.filter { $0.secret != nil }.flatMap(\.words)
        secretOptions = table.entries.flatMap(\.options).filter { $0.value?.secret != nil }
    }

    /// The names of the commands that take a secret (`card`), then of the options whose value is one (`--card`): where a
    /// secret is typed, each of which the fuzz corpora hold a line of.
    package var placesOfSecrets: [String] {
        table.entries.filter { $0.secret != nil }.map(\.name) + secretOptions.compactMap(\.names.first)
    }

    /// The name of the command `word` calls, in any case; nil for a word that calls none.
    package func commandName(calledBy word: Substring) -> String? {
        table.named(word.lowercased())?.name
    }

    /// Whether any statement of `line` holds a secret.
    func holdsSecret(_ line: String) -> Bool {
        replacingSecrets(in: line) { word, _ in String(word) } != nil
    }

    /// `line` with each secret masked as the shop shows one (a card as receipts name it, `····7KQ2`); nil when it holds
    /// none.
    package func masked(_ line: String) -> String? {
        replacingSecrets(in: line) { word, secret in secret.shown(String(word)) }
    }

    /// `line` with each secret as it is kept to run again (a card by its key); nil when it holds none.
    func kept(_ line: String) -> String? {
        replacingSecrets(in: line) { word, secret in secret.kept(String(word)) }
    }

    /// A statement as the shop quotes it (`--echo`, `retry`): its secrets masked, without the white space around it.
    func quoted(_ statement: String) -> String {
        let shown = masked(statement) ?? statement
        return String(shown.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// `line` with each secret replaced by `replacement` of it, everything else as typed; nil when it holds none.
    func replacingSecrets(in line: String, by replacement: (Substring, Secret) -> String) -> String? {
        var (result, written, found) = ("", line.startIndex, false)
        // A pasted page repeats its words: each first word is looked up once.
        var commands: [Substring: CommandEntry?] = [:]
        for statement in line.split(separator: ";", omittingEmptySubsequences: false) {
            for (word, secret) in secrets(in: statement, commands: &commands) {
                result += line[written..<word.startIndex] + replacement(word, secret)
                (written, found) = (word.endIndex, true)
            }
        }
        return found ? result + line[written...] : nil
    }

    /// The secrets of one statement, in order, as parts of it, each with how it is written.
    private func secrets(in statement: Substring, commands: inout [Substring: CommandEntry?]) -> [(Substring, Secret)] {
        var words = statement.split(whereSeparator: \.isWhitespace)
        // A comment is read as the statement it would be without its `#`: a line kept is kept whole.
        while let first = words.first, first.hasPrefix("#") {
            words[0] = first.drop { $0 == "#" }
            if words[0].isEmpty { words.removeFirst() }
        }
        guard let first = words.first else { return [] }
        if commands[first] == nil { commands[first] = .some(command(named: first.lowercased())) }
        let arguments = words.dropFirst()
        let found: [(Substring, Secret)]
        if let command = commands[first] ?? nil, let secret = command.secret {
            found = Self.secrets(in: arguments, options: command.options, strangers: secret)
        } else {
            // No command taking a secret is near the word: only a secret's option, which no other word is, says where one is.
            found = Self.secrets(in: arguments, options: secretOptions, strangers: nil)
        }
        return issuedSecrets(among: words, besides: found)
    }

    /// `found`, and every other word of `words` that is a secret the shop issued, in the order they are written.
    private func issuedSecrets(among words: [Substring], besides found: [(Substring, Secret)]) -> [(Substring, Secret)] {
        guard !table.issued.isEmpty else { return found }
        let taken = Set(found.map(\.0.startIndex))
        let issued = words.compactMap { word in taken.contains(word.startIndex) ? nil : table.issued.secret(of: word).map { (word, $0) } }
        return issued.isEmpty ? found : (found + issued).sorted { $0.0.startIndex < $1.0.startIndex }
    }

    /// The command `word` names, or the command taking a secret it is likely a misspelling of.
    private func command(named word: String) -> CommandEntry? {
        if let command = table.named(word) { return command }
        // A word much longer or shorter than every such name is no misspelling of one.
        let near = wordsHoldingSecrets.filter { abs($0.count - word.count) <= max(1, $0.count / 3) }
        return near.isEmpty ? nil : Suggestion.nearest(to: word, among: near).flatMap(table.named)
    }

    /// The secrets among `arguments`: the value of each of `options` whose value is a secret (after it, or after its
    /// `=`), and, when `strangers` says how they are written, every word that is neither an option nor another's value.
    private static func secrets(in arguments: ArraySlice<Substring>, options: [CommandOption], strangers: Secret?) -> [(Substring, Secret)] {
        var (secrets, valueOf) = ([(Substring, Secret)](), CommandOption?.none)
        for word in arguments {
            let lowered = word.lowercased()
            let option = options.first { $0.names.contains(lowered) }
            if option == nil, let kind = valueOf?.value {
                if let secret = kind.secret { secrets.append((word, secret)) }
            } else if option == nil, let (named, value) = valueAfterEquals(in: word, options: options) {
                if let secret = named.value?.secret, !value.isEmpty { secrets.append((value, secret)) }
            } else if option == nil, let strangers {
                secrets.append((word, strangers))
            }
            valueOf = option
        }
        return secrets
    }

    private static func valueAfterEquals(in word: Substring, options: [CommandOption]) -> (CommandOption, Substring)? {
        guard let equals = word.firstIndex(of: "=") else { return nil }
        let name = word[..<equals].lowercased()
        guard let option = options.first(where: { $0.names.contains(name) && $0.takesValueAfterEquals }) else { return nil }
        return (option, word[word.index(after: equals)...])
    }
}
