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
            switch name {
            case "--catalogue", "--catalog": options.cataloguePath = try value()
            case "--state": options.statePath = try value()
            case "--locale": options.localeIdentifier = try value()
            case "--color", "--colour":
                let choice = try value()
                guard let colour = ColourChoice(rawValue: choice) else {
                    throw UsageError("\(name) takes auto, always or never, not \(Printable.word(choice))")
                }
                options.colour = colour
            case "--help", "-h": options.showsHelp = true
            case "--faults": options.faultSpec = try value()
            case "--fault-seed": options.faultSeed = try value()
            case "--version": options.showsVersion = true
            default: throw UsageError("unknown option \(Printable.word(argument))")
            }
        }
        return options
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
