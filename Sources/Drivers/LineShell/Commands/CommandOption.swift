/// A named word a command takes anywhere after its name, in any case: a flag (`--yes`, `in-stock`) or a name and its
/// value (`--card CODE`, `sort KEY`; `--card=CODE` too, for a name that starts with `-`).
struct CommandOption: Sendable {
    /// The name a usage shows first, then the other spellings it reads (`--yes`, `-y`), lowercased.
    let names: [String]
    /// The value after the name; nil for a flag.
    let value: ArgumentKind?
    /// What the command's summary says the option does (`--yes: without asking`); nil when the summary says nothing.
    let aside: String?
    /// Whether it may be given more than once, each adding to the input (`catalogue sort name page 2 page 3`).
    let isRepeatable: Bool
    private let setFlag: (@Sendable (inout CommandInput) -> Void)?

    /// A flag called `names`, which `set` records in the input.
    static func flag(
        _ names: [String], aside: String? = nil, repeatable: Bool = false, set: @escaping @Sendable (inout CommandInput) -> Void
    ) -> CommandOption {
        CommandOption(names: names, value: nil, aside: aside, isRepeatable: repeatable, setFlag: set)
    }

    /// An option called `names` whose value, of `kind`, is read into the input as the kind reads it.
    static func named(_ names: [String], _ kind: ArgumentKind, aside: String? = nil, repeatable: Bool = false) -> CommandOption {
        CommandOption(names: names, value: kind, aside: aside, isRepeatable: repeatable, setFlag: nil)
    }

    /// The option's first name.
    var name: String { names[0] }

    /// The option as a usage shows it: `--card CODE`, `in-stock`.
    var label: String {
        value.map { name + " " + $0.placeholder } ?? name
    }

    /// Whether its value may be written after `=` in the same word (`--card=CODE`).
    var takesValueAfterEquals: Bool {
        value != nil && name.hasPrefix("-")
    }

    /// Records the flag in `input`; a named option's value is read by its kind.
    func set(_ input: inout CommandInput) {
        setFlag?(&input)
    }
}

/// An argument a command takes in place, after its options are read out: `show [ID]`, `rate [ID] N`, `find TEXT`.
struct CommandArgument: Sendable {
    /// How many words it takes.
    enum Count: Sendable {
        /// Exactly one.
        case one
        /// One or none; only arguments at the start may be left out.
        case optional
        /// Every word left, at least one when `required`: the last argument.
        case rest(required: Bool)
    }

    let kind: ArgumentKind
    let count: Count

    static func one(_ kind: ArgumentKind) -> CommandArgument { CommandArgument(kind: kind, count: .one) }
    static func optional(_ kind: ArgumentKind) -> CommandArgument { CommandArgument(kind: kind, count: .optional) }
    static func rest(_ kind: ArgumentKind, required: Bool = true) -> CommandArgument {
        CommandArgument(kind: kind, count: .rest(required: required))
    }

    /// Whether the command can do without it.
    var isOptional: Bool {
        switch count {
        case .one: false
        case .optional: true
        case let .rest(required): !required
        }
    }

    /// The argument as a usage shows it: `[ID]`, `N`, `TEXT`.
    var label: String {
        if case .optional = count { return "[\(kind.placeholder)]" }
        return kind.placeholder
    }
}
