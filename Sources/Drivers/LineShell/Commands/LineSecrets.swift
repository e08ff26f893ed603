import Adapters
import Entities

/// The secrets a typed line holds (a gift card's code), found wherever a line is kept or shown: the history, `--echo`,
/// what `retry` runs and says, a stepped script's prompt. Each statement of the line (`;` separates them, and a comment
/// is read as one) is read by what the command table says of its command's secret arguments (`CommandHelp.secrets`),
/// refused statements included: a flag in any case, `--card=CODE`, a word the command does not take, a misspelt
/// command. A secret is never written down as typed.
enum LineSecrets {
    /// Whether any statement of `line` holds a secret.
    static func holdsSecret(_ line: String) -> Bool {
        replacingSecrets(in: line) { String($0) } != nil
    }

    /// `line` with each secret masked as receipts name a card (`····7KQ2`); nil when it holds none.
    static func masked(_ line: String) -> String? {
        replacingSecrets(in: line) { GiftCardText.masked(typed: String($0)) }
    }

    /// A statement as the shop quotes it (`--echo`, `retry`): its secrets masked, without the white space around it.
    static func quoted(_ statement: String) -> String {
        let shown = masked(statement) ?? statement
        return String(shown.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// `line` with each secret replaced by `replacement` of it, everything else as typed; nil when it holds none.
    static func replacingSecrets(in line: String, by replacement: (Substring) -> String) -> String? {
        var (result, written, found) = ("", line.startIndex, false)
        // A pasted page repeats its words: each first word is looked up once.
        var commands: [Substring: CommandHelp?] = [:]
        for statement in line.split(separator: ";", omittingEmptySubsequences: false) {
            for secret in secrets(in: statement, commands: &commands) {
                result += line[written..<secret.startIndex] + replacement(secret)
                (written, found) = (secret.endIndex, true)
            }
        }
        return found ? result + line[written...] : nil
    }

    /// The secrets of one statement, in order, as parts of it.
    private static func secrets(in statement: Substring, commands: inout [Substring: CommandHelp?]) -> [Substring] {
        var words = statement.split(whereSeparator: \.isWhitespace)
        // A comment is read as the statement it would be without its `#`: a line kept is kept whole.
        while let first = words.first, first.hasPrefix("#") {
            words[0] = first.drop { $0 == "#" }
            if words[0].isEmpty { words.removeFirst() }
        }
        guard let first = words.first else { return [] }
        let arguments = words.dropFirst()
        if commands[first] == nil { commands[first] = .some(command(named: first.lowercased())) }
        guard let command = commands[first] ?? nil else {
            // No command is near the word: only a secret's flag, which no other word is, says where a secret is.
            return CommandHelp.all.flatMap { $0.secrets.flagged(in: arguments) }
        }
        return command.secrets.secrets(in: arguments)
    }

    /// The command `word` names, or the command holding secrets it is likely a misspelling of.
    private static func command(named word: String) -> CommandHelp? {
        if let command = CommandHelp.named(word) { return command }
        // A word much longer or shorter than every such name is no misspelling of one.
        let near = namesHoldingSecrets.filter { abs($0.count - word.count) <= max(1, $0.count / 3) }
        return near.isEmpty ? nil : Suggestion.nearest(to: word, among: near).flatMap(CommandHelp.named)
    }

    private static let namesHoldingSecrets = CommandHelp.all.filter { $0.secrets != .none }.flatMap { [$0.name] + $0.aliases }
}

extension CommandHelp {
    /// Which arguments of a command are secrets, as `LineSecrets` reads them.
    enum Secrets: Equatable, Sendable {
        /// None is.
        case none
        /// Every argument is (`card CODE`).
        case everyArgument
        /// The word after `flag`, or after its `=` (`--card=CODE`), and any word the command does not take (`plain`
        /// being those it takes besides the flag and its secret): a code typed without its flag is still a code.
        case flag(String, plain: [String])

        /// The secrets among `arguments`.
        func secrets(in arguments: ArraySlice<Substring>) -> [Substring] {
            switch self {
            case .none: []
            case .everyArgument: Array(arguments)
            case let .flag(flag, plain): Self.secrets(in: arguments, flag: flag, plain: plain, strangersAreSecret: true)
            }
        }

        /// The secrets among `arguments` that follow this kind's flag, whatever else they hold.
        func flagged(in arguments: ArraySlice<Substring>) -> [Substring] {
            guard case let .flag(flag, plain) = self else { return [] }
            return Self.secrets(in: arguments, flag: flag, plain: plain, strangersAreSecret: false)
        }

        private static func secrets(in arguments: ArraySlice<Substring>, flag: String, plain: [String], strangersAreSecret: Bool) -> [Substring] {
            var (secrets, afterFlag) = ([Substring](), false)
            for word in arguments {
                let lowered = word.lowercased()
                if afterFlag, lowered != flag, !plain.contains(lowered) {
                    secrets.append(word)
                } else if lowered.hasPrefix(flag + "=") {
                    let value = word.dropFirst(flag.count + 1)
                    if !value.isEmpty { secrets.append(value) }
                } else if strangersAreSecret, lowered != flag, !plain.contains(lowered) {
                    secrets.append(word)
                }
                afterFlag = lowered == flag
            }
            return secrets
        }
    }
}
