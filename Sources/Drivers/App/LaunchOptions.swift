import UseCases

/// What the command line asked for.
public struct LaunchOptions: Equatable, Sendable {
    /// When colour is used.
    public enum ColourChoice: String, Equatable, Sendable {
        case auto, always, never
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
    /// Products a catalogue page shows, from `--page-size`.
    public var pageSize: Int?
    /// Commands given with `-c`, run in order instead of reading standard input.
    public var commands: [String] = []
    /// A script file given with `-f FILE` or as the only argument.
    public var scriptPath: String?
    public var showsHelp = false
    public var showsVersion = false
    /// The fault spec or preset from `--faults`.
    public var faultSpec: String?
    /// The seed for fault chances from `--fault-seed`, as typed.
    public var faultSeed: String?

    public init() {}

    /// Reads `arguments` (without the program's name); `--name value` and `--name=value` both work.
    public static func parse(_ arguments: [String]) throws(UsageError) -> LaunchOptions {
        var options = LaunchOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = split(argument)
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst(), !next.hasPrefix("--") else { throw UsageError("\(name) needs a value") }
                return next
            }
            // A command may itself start with dashes (`-c "checkout --yes"` is one word), so -c takes the next word as it is.
            func commandValue() throws(UsageError) -> String {
                guard let next = remaining.popFirst() else { throw UsageError("-c needs a command") }
                return next
            }
            switch name {
            case "--catalogue", "--catalog": options.cataloguePath = try value()
            case "--state": options.statePath = try value()
            case "--locale": options.localeIdentifier = try value()
            case "--color", "--colour": options.colour = try colourChoice(try value(), option: name)
            case "--page-size": options.pageSize = try pageSize(try value())
            case "--interactive": options.interactive = true
            case "--batch": options.interactive = false
            case "--echo": options.echoesInput = true
            case "--json": options.writesJSON = true
            case "--bail": options.stopsAtFirstFailure = true
            case "-c": options.commands.append(try commandValue())
            case "-f", "--file": try options.setScript(try value())
            case "--help", "-h": options.showsHelp = true
            case "--faults": options.faultSpec = try value()
            case "--fault-seed": options.faultSeed = try value()
            case "--version", "-V": options.showsVersion = true
            default:
                guard !argument.hasPrefix("-") || argument == "-" else { throw UsageError("unknown option \(Printable.word(argument))") }
                try options.setScript(argument)
            }
        }
        guard options.commands.isEmpty || options.scriptPath == nil else {
            throw UsageError("-c and a script file cannot be used together")
        }
        return options
    }

    private static func colourChoice(_ text: String, option: String) throws(UsageError) -> ColourChoice {
        guard let colour = ColourChoice(rawValue: text) else {
            throw UsageError("\(option) takes auto, always or never, not \(Printable.word(text))")
        }
        return colour
    }

    private static func pageSize(_ text: String) throws(UsageError) -> Int {
        guard let size = Int(text), CatalogueQuery.allowedPageSizes.contains(size) else {
            throw UsageError("--page-size takes a whole number from 1 to 1000, not \(Printable.word(text))")
        }
        return size
    }

    private mutating func setScript(_ path: String) throws(UsageError) {
        guard scriptPath == nil else { throw UsageError("only one script file can be run, not \(Printable.word(path)) too") }
        scriptPath = path
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

/// A command line the shop cannot run, in one line.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
