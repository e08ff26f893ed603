import Adapters
import Foundation
import UseCases

/// Everything the shop needs to know before it opens, worked out from the options and the environment.
struct Settings: Equatable {
    let cataloguePath: String
    let statePath: String
    let localeIdentifier: String
    let usesColour: Bool
    var outputMode: OutputMode = .text
    var shellOptions = ShellOptions()

    /// The catalogue index's file: in the state file's folder, since that is where Tasch may write.
    var indexPath: String {
        URL(fileURLWithPath: statePath).deletingLastPathComponent().appendingPathComponent(CatalogueIndexFile.fileName).path
    }

    /// The settings `options` and `environment` ask for: 66 when no catalogue can be found, 64 when there is nowhere
    /// to keep the state.
    static func make(
        options: LaunchOptions, environment: [String: String], outputIsTerminal: Bool, bundledCataloguePath: String?
    ) throws(StartProblem) -> Settings {
        guard let cataloguePath = options.cataloguePath ?? bundledCataloguePath else {
            throw StartProblem(status: ExitStatus.noInput, message: "the bundled catalogue cannot be found: pass --catalogue PATH")
        }
        guard let statePath = statePath(options: options, environment: environment) else {
            throw StartProblem(status: ExitStatus.usage, message: "no home folder to keep your state in: pass --state PATH")
        }
        var settings = Settings(
            cataloguePath: cataloguePath,
            statePath: statePath,
            localeIdentifier: localeIdentifier(options: options, environment: environment),
            usesColour: usesColour(options: options, environment: environment, outputIsTerminal: outputIsTerminal)
        )
        settings.outputMode = options.writesJSON ? .json : .text
        settings.shellOptions = ShellOptions(
            echoesInput: options.echoesInput,
            stopsAtFirstFailure: options.stopsAtFirstFailure,
            pageSize: options.pageSize ?? CatalogueQuery.defaultPageSize
        )
        return settings
    }

    /// The locale from `--locale`, else LC_ALL, LC_MONETARY or LANG, else en_US.
    static func localeIdentifier(options: LaunchOptions, environment: [String: String]) -> String {
        let candidates = [options.localeIdentifier, environment["LC_ALL"], environment["LC_MONETARY"], environment["LANG"]]
        for case let candidate? in candidates where !candidate.isEmpty {
            // POSIX names carry an encoding and a modifier the formatter does not need: fr_FR.UTF-8@euro.
            let name = String(candidate.prefix { $0 != "." && $0 != "@" })
            return name == "C" || name == "POSIX" || name.isEmpty ? "en_US" : name
        }
        return "en_US"
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
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/tasch/state.json" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.local/state/tasch/state.json" }
        return nil
    }
}
