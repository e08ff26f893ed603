import UseCases

/// What the command line asked for; `LaunchOptions+Table` lists the options that set it.
public struct LaunchOptions: Equatable, Sendable {
    /// When colour is used.
    public enum ColourChoice: String, CaseIterable, Equatable, Sendable {
        case auto, always, never
    }

    /// A shell whose completion script `--completions` prints.
    public enum CompletionShell: String, CaseIterable, Equatable, Sendable {
        case bash, zsh, fish
    }

    public var cataloguePath: String?
    public var statePath: String?
    public var localeIdentifier: String?
    public var colour: ColourChoice = .auto
    /// `--interactive` (true) or `--batch` (false); nil guesses from standard input.
    public var interactive: Bool?
    public var echoesInput = false
    public var writesJSON = false
    public var stopsAtFirstFailure = false
    /// Whether an answer taller than the terminal goes through the pager; `--no-pager` says no.
    public var usesPager = true
    /// Products a catalogue page shows, from `--page-size`.
    public var pageSize: PageSize?
    /// Commands given with `-c`, run in order instead of reading standard input.
    public var commands: [String] = []
    /// A script file given with `-f FILE` or as the only argument.
    public var scriptPath: String?
    /// `--step`: at a terminal, run the script a command at a time, each when Enter is pressed.
    public var stepsThroughScript = false
    public var showsHelp = false
    public var showsVersion = false
    /// `--man-page`: print the manual page instead of running the shop.
    public var showsManualPage = false
    /// `--completions SHELL`: print that shell's completion script instead of running the shop.
    public var completionShell: CompletionShell?
    /// The fault spec or preset from `--faults`.
    public var faultSpec: String?
    /// The seed for fault chances from `--fault-seed`, as typed.
    public var faultSeed: String?
    /// `--screen`: the full-screen shop instead of the line shell.
    public var usesFullScreen = false

    public init() {}

    /// Reads `arguments` (without the program's name); `--name value` and `--name=value` both work, and `--` ends the
    /// options: every word after it is a script's path, even one starting with `-`.
    public static func parse(_ arguments: [String]) throws(UsageError) -> LaunchOptions {
        var options = LaunchOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                while let script = remaining.popFirst() { try options.setScript(script) }
            } else if argument.hasPrefix("-"), argument != "-" {
                let (name, inlineValue) = split(argument)
                guard let option = table.first(where: { $0.isNamed(name) }) else { throw unknownOption(name) }
                try option.read(name, inlineValue: inlineValue, remaining: &remaining, into: &options)
            } else {
                try options.setScript(argument)
            }
        }
        guard options.commands.isEmpty || options.scriptPath == nil else {
            throw UsageError("-c and a script file cannot be used together")
        }
        return options
    }

    /// A long option's name and the value given after `=`, if any: `--state=s.json`.
    private static func split(_ argument: String) -> (name: String, inlineValue: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// An option no entry of the table names, with the nearest that one does when it looks like a typo of it: any long
    /// one, but a short one only when it differs in case (`-v` for `-V`), since every letter is one typo from another.
    private static func unknownOption(_ name: String) -> UsageError {
        let names = table.flatMap { $0.names + $0.aliases }
        let nearest = name.hasPrefix("--")
            ? Suggestion.nearest(to: name, among: names.filter { $0.hasPrefix("--") })
            : names.first { $0.lowercased() == name.lowercased() }
        let suggestion = nearest.map { ": did you mean \"\($0)\"?" } ?? ""
        return UsageError("unknown option \(Printable.word(name))\(suggestion)")
    }

    mutating func setScript(_ path: String) throws(UsageError) {
        guard scriptPath == nil else { throw UsageError("only one script file can be run, not \(Printable.word(path)) too") }
        scriptPath = path
    }
}

/// A command line the shop cannot run, in one line.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
