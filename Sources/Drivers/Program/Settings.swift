import Adapters
import Foundation
import UseCases

/// Everything the shop needs to know before it opens, worked out from the options and the environment.
package struct Settings: Equatable {
    /// The catalogue file from `--catalogue`; nil for the catalogue built into the program.
    let cataloguePath: String?
    let statePath: String
    let localeIdentifier: String
    let usesColour: Bool
    /// Whether standard error is a terminal, the only place progress (the loading spinner) is shown.
    var errorIsTerminal = false
    /// How many colours the terminal shows, for colour swatches.
    package var colourDepth: ColourDepth = .basic16
    /// The time zone dates and times are shown in; nil for the system's. Either is looked up when a time is first shown,
    /// not at every start: finding a zone reads ICU's data, and Foundation's cache of zones costs a start 0.4 M
    /// instructions to make.
    var timeZoneName: String?
    var outputMode: OutputMode = .text
    var shellOptions = ShellOptions()
    /// Where indexes of big catalogues are kept; nil with no home to keep them in.
    var indexCache: CatalogueIndexCache?

    /// The settings of a shop with these files, locale and colours, the rest as by default.
    package init(cataloguePath: String?, statePath: String, localeIdentifier: String, usesColour: Bool) {
        self.cataloguePath = cataloguePath
        self.statePath = statePath
        self.localeIdentifier = localeIdentifier
        self.usesColour = usesColour
    }

    /// The catalogue's index file, in the cache; nil without one.
    func indexPath() -> String? {
        cataloguePath.flatMap { path in indexCache?.indexPath(forCatalogueAt: path) }
    }

    /// Where Tasch kept the catalogue's index before it kept it in the cache: beside the state file.
    var formerIndexPath: String {
        PathParts.path(of: CatalogueIndexFile.fileName, besidePath: statePath)
    }

    /// The settings `options` and `environment` ask for: 64 when there is nowhere to keep the state.
    static func make(options: LaunchOptions, environment: [String: String], outputIsTerminal: Bool) throws(StartProblem) -> Settings {
        guard let statePath = statePath(options: options, environment: environment) else {
            throw StartProblem(status: ExitStatus.usage, message: "no home folder to keep your state in: pass --state PATH")
        }
        var settings = Settings(
            cataloguePath: options.cataloguePath,
            statePath: statePath,
            localeIdentifier: try localeIdentifier(options: options, environment: environment, known: Locale.availableIdentifiers),
            usesColour: usesColour(options: options, environment: environment, outputIsTerminal: outputIsTerminal)
        )
        settings.colourDepth = ColourDepth(environment: environment)
        settings.indexCache = CatalogueIndexCache.folder(environment: environment).map(CatalogueIndexCache.init)
        settings.timeZoneName = environment["TZ"]
        settings.outputMode = options.writesJSON ? .json : .text
        settings.shellOptions = ShellOptions(
            echoesInput: options.echoesInput,
            stopsAtFirstFailure: options.stopsAtFirstFailure,
            pageSize: options.pageSize ?? .standard,
            pipedHelpColumns: WindowSize.columns(measured: nil, environment: environment),
            unasked: unasked(options)
        )
        return settings
    }

    /// Why the session would ask nothing, were it not asking: what `--batch`, `-c` and a script file decide comes before
    /// what standard input is.
    private static func unasked(_ options: LaunchOptions) -> Unasked {
        if options.interactive == false { return .batch }
        if !options.commands.isEmpty { return .commandOptions }
        return options.scriptPath == nil ? .inputIsNotATerminal : .scriptFile
    }

    /// The locale from `--locale`, else LC_ALL, LC_MONETARY or LANG, else en_US. A locale typed with `--locale` must
    /// be one of `known` (either case, `-` for `_`), and is refused with status 64 and the nearest known one otherwise
    /// (`LocaleSuggestion`);
    /// `known` is only listed then, since listing the system's locales reads ICU's data.
    static func localeIdentifier(
        options: LaunchOptions, environment: [String: String], known: @autoclosure () -> [String]
    ) throws(StartProblem) -> String {
        if let typed = options.localeIdentifier, !typed.isEmpty {
            let known = known()
            let name = posixName(typed).replacingOccurrences(of: "-", with: "_")
            if let match = known.first(where: { $0.lowercased() == name.lowercased() }) { return match }
            if name == "C" || name == "POSIX" { return "en_US" }
            let suggestion = Suggestion.question(LocaleSuggestion.nearest(to: name, among: known))
            throw .usage("unknown locale \(Printable.word(typed)): \(suggestion)locales are written like en_US or fr_FR")
        }
        return localeIdentifier(options: options, environment: environment)
    }

    /// The locale from `--locale`, else LC_ALL, LC_MONETARY or LANG, else en_US.
    static func localeIdentifier(options: LaunchOptions, environment: [String: String]) -> String {
        let candidates = [options.localeIdentifier, environment["LC_ALL"], environment["LC_MONETARY"], environment["LANG"]]
        for case let candidate? in candidates where !candidate.isEmpty {
            let name = posixName(candidate)
            return name == "C" || name == "POSIX" || name.isEmpty ? "en_US" : name
        }
        return "en_US"
    }

    // POSIX names carry an encoding and a modifier the formatter does not need: fr_FR.UTF-8@euro.
    private static func posixName(_ text: String) -> String {
        String(text.prefix { $0 != "." && $0 != "@" })
    }

    /// Whether to colour: `--color` decides, else only on a terminal, without NO_COLOR, and not on a dumb one.
    static func usesColour(options: LaunchOptions, environment: [String: String], outputIsTerminal: Bool) -> Bool {
        switch options.colour {
        case .always: true
        case .never: false
        case .auto: outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }

    /// The state file from `--state`, else under the XDG state directory; nil when no home is known.
    static func statePath(options: LaunchOptions, environment: [String: String]) -> String? {
        if let path = options.statePath { return path }
        return stateFolder(environment: environment).map { $0 + "/state.json" }
    }

    /// The line editor's history file: `TASCH_HISTORY` (none when it is empty), else under the XDG state directory.
    static func historyPath(environment: [String: String]) -> String? {
        if let path = environment["TASCH_HISTORY"] { return path.isEmpty ? nil : path }
        return stateFolder(environment: environment).map { $0 + "/history" }
    }

    /// Tasch's folder under `$XDG_STATE_HOME` when that is an absolute path, else under `~/.local/state`.
    private static func stateFolder(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/tasch" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.local/state/tasch" }
        return nil
    }
}
