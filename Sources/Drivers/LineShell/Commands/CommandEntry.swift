/// What a command does when run: its action over the shell's parts, given the command as parsed.
typealias CommandAction = @MainActor @Sendable (Command, ShellContext) async -> CommandResult

/// One command of the prompt, as the command table lists it: its words, what `help` and the manual say of it, the
/// arguments it takes (each with its kind: how it is read, completed and whether it is a secret), whether `retry` may
/// repeat it, the key of its answer in JSON, and what it runs. Parsing, `help`, the manual page, Tab, `--echo`, the
/// history's masking and `retry` all read it.
struct CommandEntry: Sendable {
    let name: String
    /// Other words for it (`list` for `catalogue`).
    let aliases: [String]
    // Made when first shown, not when the table is.
    private let summaryBeforeOptions: @Sendable () -> String
    let example: String
    let group: CommandGroup
    /// Its options, the ones features add included, in the order its usage shows them.
    private(set) var options: [CommandOption]
    /// Its arguments in place, in order.
    let arguments: [CommandArgument]
    let retry: RetryRule
    /// The key its answer is written under in JSON mode (`{"cart": …}`); nil when that depends on where it leads.
    let jsonName: String?
    /// What it runs; a feature's command is bound to its action at start-up (`CommandTable.binding`).
    private(set) var run: CommandAction

    init(
        _ name: String, aliases: [String] = [], summary: @escaping @Sendable @autoclosure () -> String, example: String, group: CommandGroup, options: [CommandOption] = [],
        arguments: [CommandArgument] = [], retry: RetryRule = .repeatable, json jsonName: String?, run: @escaping CommandAction
    ) {
        self.name = name
        self.aliases = aliases
        summaryBeforeOptions = summary
        self.example = example
        self.group = group
        self.options = options
        self.arguments = arguments
        self.retry = retry
        self.jsonName = jsonName
        self.run = run
    }

    /// Its name then its aliases: the words that call it.
    var words: [String] { [name] + aliases }

    /// How it is written, from its name, options and arguments: `catalogue [all] [sort KEY] …`, `rate [ID] N`.
    var usage: String {
        ([name] + options.map { "[\($0.label)]" } + arguments.map(\.label)).joined(separator: " ")
    }

    /// What it does, with what its options do: `place the order (--yes: without asking; --card: …)`.
    var summary: String {
        let asides = options.compactMap { option in option.aside.map { "\(option.name): \($0)" } }
        return asides.isEmpty ? summaryBeforeOptions() : summaryBeforeOptions() + " (" + asides.joined(separator: "; ") + ")"
    }

    /// The secret its arguments may hold, if any (`card CODE`, `checkout --card CODE`).
    var secret: Secret? {
        for argument in arguments { if let secret = argument.kind.secret { return secret } }
        for option in options { if let secret = option.value?.secret { return secret } }
        return nil
    }

    /// The option `word` (lowercased) names, if any.
    func option(named word: String) -> CommandOption? {
        options.first { $0.names.contains(word) }
    }

    /// The option a `--name=value` word gives with its value, if `word` is one.
    func optionWithValue(in word: Substring) -> (option: CommandOption, value: Substring)? {
        guard let equals = word.firstIndex(of: "="), let option = option(named: word[..<equals].lowercased()),
              option.takesValueAfterEquals else { return nil }
        return (option, word[word.index(after: equals)...])
    }

    /// A usage error: what is wrong, then how to write the command.
    func usageError(_ problem: String) -> CommandError {
        CommandError("\(name) \(problem): usage: \(usage)")
    }

    /// The same command running `action`.
    func running(_ action: @escaping CommandAction) -> CommandEntry {
        var entry = self
        entry.run = action
        return entry
    }

    /// The same command with `option` added after its own, as a feature adds one.
    func adding(_ option: CommandOption) -> CommandEntry {
        var entry = self
        entry.options.append(option)
        return entry
    }
}

/// The heading a command is listed under in `help` and the manual page.
struct CommandGroup: Equatable, Sendable {
    let title: String

    static let browse = CommandGroup(title: "Browse")
    static let wishList = CommandGroup(title: "Wish list")
    static let cart = CommandGroup(title: "Cart")
    static let orders = CommandGroup(title: "Orders")
    static let shop = CommandGroup(title: "Shop")
    static let faults = CommandGroup(title: "Faults")
}

/// Whether `retry` may repeat a command that did not happen.
enum RetryRule: Sendable {
    /// It asks the shop for something a later attempt may get.
    case repeatable
    /// It is about the session itself (help, modes, faults) and fails the same way however often it is repeated.
    case neverRepeated
    /// It is `retry` itself: it repeats the last command that failed.
    case repeatsTheLastFailure
}
