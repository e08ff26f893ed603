/// One option of the command line, as the table in `LaunchOptions+Table` lists it: its names, the value it takes, what
/// `--help` says of it, and what it sets. Parsing, `--help`, the manual page and the shell completions all read it.
struct LaunchOption: Sendable {
    /// The names `--help` shows, the short one first (`-h`, `--help`).
    let names: [String]
    /// Other spellings that are read but not shown (`--catalog`, `--colour`).
    let aliases: [String]
    /// The value after the name, or nil for an option that is on by being given.
    let value: OptionValue?
    /// What the option does, as `--help` and the manual page say it.
    let summary: String
    /// Whether giving it again adds to what it gave before (`-c`), rather than replacing it.
    let isRepeatable: Bool
    private let set: @Sendable (inout LaunchOptions, String) throws(UsageError) -> Void

    /// An option taking `value` (none for a flag), which `set` stores.
    init(
        _ names: [String], aliases: [String] = [], _ value: OptionValue?, _ summary: String, repeatable: Bool = false,
        set: @escaping @Sendable (inout LaunchOptions, String) throws(UsageError) -> Void
    ) {
        self.names = names
        self.aliases = aliases
        self.value = value
        self.summary = summary
        self.isRepeatable = repeatable
        self.set = set
    }

    /// An option that is on by being given, and so takes no value: `--echo=no` would mean the opposite of what it does.
    static func flag(_ names: [String], _ summary: String, set: @escaping @Sendable (inout LaunchOptions) -> Void) -> LaunchOption {
        LaunchOption(names, nil, summary) { options, _ in set(&options) }
    }

    /// The option as `--help` names it: its names and its value's placeholder (`-f, --file SCRIPT`).
    var label: String {
        names.joined(separator: ", ") + (value.map { " " + $0.placeholder } ?? "")
    }

    /// Whether `name` is one of the option's names or aliases.
    func isNamed(_ name: String) -> Bool {
        names.contains(name) || aliases.contains(name)
    }

    /// Reads the option called `name`, its value from `inlineValue` (after `=`) or from the next of `remaining`, into
    /// `options`.
    func read(_ name: String, inlineValue: String?, remaining: inout ArraySlice<String>, into options: inout LaunchOptions) throws(UsageError) {
        guard let value else {
            if let inlineValue { throw UsageError("\(name) takes no value, not \(Printable.word(inlineValue))") }
            return try set(&options, "")
        }
        try set(&options, try value.read(for: name, inlineValue: inlineValue, remaining: &remaining))
    }
}

/// The value an option takes: how it is shown, read and completed.
struct OptionValue: Sendable {
    /// What a shell offers when the value is being typed.
    enum Completion: Equatable, Sendable {
        case nothing
        case files
        case words([String])
        /// A fault spec: a preset, or a point followed by `=`.
        case faultSpecs
        /// A locale the shop knows (`en_GB`, `fr_FR`).
        case locales
    }

    /// The value as `--help` shows it: `PATH`, `N`, `auto|always|never`.
    var placeholder: String {
        // Choices are joined when shown, not when the table is made: a process's first `joined(separator:)` costs it a
        // quarter of a million instructions of look-ups in the standard library's generic types.
        if case let .choice(choices) = reading { return choices.joined(separator: "|") }
        return name
    }
    let completion: Completion
    /// The placeholder of a value that is not a choice.
    private let name: String
    private let reading: Reading

    private enum Reading: Sendable {
        /// Any word but one that looks like a long option, which more likely means the value was left out.
        case word
        /// A word that names a file, which an empty one cannot.
        case path
        /// The next word whatever it is: a command may itself start with dashes (`-c "checkout --yes"`).
        case anything
        /// One of these words.
        case choice([String])
    }

    /// A word, shown as `placeholder`.
    static func word(_ placeholder: String, completion: Completion = .nothing) -> OptionValue {
        OptionValue(completion: completion, name: placeholder, reading: .word)
    }

    /// A file's path, shown as `placeholder`.
    static func path(_ placeholder: String) -> OptionValue {
        OptionValue(completion: .files, name: placeholder, reading: .path)
    }

    /// The next word as it is, shown as `placeholder`.
    static func anything(_ placeholder: String, completion: Completion = .nothing) -> OptionValue {
        OptionValue(completion: completion, name: placeholder, reading: .anything)
    }

    /// One of `choices`.
    static func choice(_ choices: [String]) -> OptionValue {
        OptionValue(completion: .words(choices), name: "", reading: .choice(choices))
    }

    fileprivate func read(for name: String, inlineValue: String?, remaining: inout ArraySlice<String>) throws(UsageError) -> String {
        let text: String
        if let inlineValue {
            text = inlineValue
        } else if case .anything = reading {
            guard let next = remaining.popFirst() else { throw UsageError("\(name) needs a \(placeholder.lowercased())") }
            return next
        } else {
            guard let next = remaining.popFirst(), !next.hasPrefix("--") else { throw UsageError("\(name) needs a value") }
            text = next
        }
        switch reading {
        case .path where text.isEmpty: throw UsageError("\(name) needs a path, not an empty one")
        case let .choice(choices) where !choices.contains(text):
            let listed = choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? "")
            throw UsageError("\(name) takes \(listed), not \(Printable.word(text))")
        default: return text
        }
    }
}
