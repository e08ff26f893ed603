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
    /// `--screen`: the full-screen shop instead of the line shell.
    public var usesFullScreen = false

    public init() {}

    /// Reads `arguments` (without the program's name); `--name value` and `--name=value` both work.
    public static func parse(_ arguments: [String]) throws(UsageError) -> LaunchOptions {
        var options = LaunchOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            var reader = ArgumentReader(argument: argument, remaining: remaining)
            try options.read(&reader)
            remaining = reader.remaining
        }
        guard options.commands.isEmpty || options.scriptPath == nil else {
            throw UsageError("-c and a script file cannot be used together")
        }
        return options
    }

    private mutating func read(_ reader: inout ArgumentReader) throws(UsageError) {
        switch reader.name {
        case "--catalogue", "--catalog": cataloguePath = try reader.path()
        case "--state": statePath = try reader.path()
        case "--locale": localeIdentifier = try reader.value()
        case "--color", "--colour": colour = try Self.colourChoice(try reader.value(), option: reader.name)
        case "--page-size": pageSize = try Self.pageSizeValue(try reader.value())
        case "--interactive": try reader.flag(); interactive = true
        case "--batch": try reader.flag(); interactive = false
        case "--echo": try reader.flag(); echoesInput = true
        case "--json": try reader.flag(); writesJSON = true
        case "--bail": try reader.flag(); stopsAtFirstFailure = true
        case "-c": commands.append(try reader.command())
        case "-f", "--file": try setScript(try reader.path())
        case "--help", "-h": try reader.flag(); showsHelp = true
        case "--faults": faultSpec = try reader.value()
        case "--fault-seed": faultSeed = try reader.value()
        case "--version", "-V": try reader.flag(); showsVersion = true
        case "--screen": try reader.flag(); usesFullScreen = true
        default:
            let argument = reader.argument
            guard !argument.hasPrefix("-") || argument == "-" else { throw UsageError("unknown option \(Printable.word(argument))") }
            try setScript(argument)
        }
    }

    private static func colourChoice(_ text: String, option: String) throws(UsageError) -> ColourChoice {
        guard let colour = ColourChoice(rawValue: text) else {
            throw UsageError("\(option) takes auto, always or never, not \(Printable.word(text))")
        }
        return colour
    }

    private static func pageSizeValue(_ text: String) throws(UsageError) -> Int {
        guard let size = Int(text), CatalogueQuery.allowedPageSizes.contains(size) else {
            throw UsageError("--page-size takes a whole number from 1 to 1000, not \(Printable.word(text))")
        }
        return size
    }

    private mutating func setScript(_ path: String) throws(UsageError) {
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

/// One option being read: its name, a value given as `--name=value`, and the arguments after it.
private struct ArgumentReader {
    let argument: String
    let name: String
    let inlineValue: String?
    var remaining: ArraySlice<String>

    init(argument: String, remaining: ArraySlice<String>) {
        self.argument = argument
        self.remaining = remaining
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            (name, inlineValue) = (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
        } else {
            (name, inlineValue) = (argument, nil)
        }
    }

    /// The option's value: after `=`, or the next argument unless that is another option.
    mutating func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else { throw UsageError("\(name) needs a value") }
        return next
    }

    /// A value that names a file, which an empty one cannot.
    mutating func path() throws(UsageError) -> String {
        let path = try value()
        guard !path.isEmpty else { throw UsageError("\(name) needs a path, not an empty one") }
        return path
    }

    /// A command may itself start with dashes (`-c "checkout --yes"` is one word), so -c takes the next word as it is.
    mutating func command() throws(UsageError) -> String {
        guard let next = remaining.popFirst() else { throw UsageError("-c needs a command") }
        return next
    }

    /// An option that is on by being given, and so takes no value: `--echo=no` would mean the opposite of what it does.
    func flag() throws(UsageError) {
        guard let inlineValue else { return }
        throw UsageError("\(name) takes no value, not \(Printable.word(inlineValue))")
    }
}
