import Adapters
import Entities
import Foundation
import UseCases

/// What one run of the shop starts with, in `world`: its options and environment, its settings and faults, and the
/// width output is fitted to; and how what it opens before its first prompt is opened (the script, the catalogue, the
/// state file, the console a person types at), each called where the composition root registers it.
@MainActor
package final class Session {
    let options: LaunchOptions
    let environment: [String: String]
    let world: ShopWorld
    /// The width output is fitted to; nil when output is not a terminal.
    let columns: () -> Int?
    let settings: Settings
    let faults: FaultSettings

    package init(
        options: LaunchOptions, environment: [String: String], world: ShopWorld, columns: @escaping () -> Int?, settings: Settings,
        faults: FaultSettings
    ) {
        self.options = options
        self.environment = environment
        self.world = world
        self.columns = columns
        self.settings = settings
        self.faults = faults
    }

    private var console: any Console { world.console }
    private var fileSystem: any FileSystem { world.fileSystem }

    /// The lines to run instead of standard input, if any; `--step` without a script at a terminal is refused.
    func script() throws -> [String]? {
        let script = try ShopFiles.readScript(options: options, fileSystem: fileSystem).get()
        if options.stepsThroughScript, script == nil, console.isInteractive {
            throw StartProblem.usage("--step runs a script a command at a time: name its file, as in tasch --step Docs/faults-demo.tasch")
        }
        return script
    }

    /// Whether a person steps through `script`: `--step`, at a terminal, unless `--batch` says no one is there.
    func stepsThrough(_ script: [String]?) -> Bool {
        options.stepsThroughScript && script != nil && console.isInteractive && options.interactive != false
    }

    /// The catalogue, the built-in one unless a file is named, once the index an older Tasch kept is gone.
    func openCatalogue() throws -> OpenedCatalogue {
        ShopFiles.removeFormerIndex(atPath: settings.formerIndexPath, fileSystem: fileSystem)
        let reader = CatalogueFileReader(
            fileSystem: fileSystem, index: settings.indexPath().map { CatalogueIndexFile(path: $0, fileSystem: fileSystem) }
        )
        return try ShopFiles.openCatalogue(atPath: settings.cataloguePath, builtIn: world.builtInCatalogue, reader: reader).get()
    }

    /// The state file the settings name, kept in `currency`.
    func stateFile(currency: Currency) -> StateFile {
        StateFile(path: settings.statePath, fileSystem: fileSystem, currency: currency)
    }

    /// How money is written in the locale the settings name.
    var money: MoneyFormatter { MoneyFormatter(localeIdentifier: settings.localeIdentifier) }

    /// How times are written in the time zone the settings name.
    var times: TimestampFormatter { TimestampFormatter(timeZoneNamed: settings.timeZoneName) }

    /// Says each of `announcements` on standard error, before the first prompt or screen.
    func announce(_ announcements: [String?]) {
        for announcement in announcements.compactMap({ $0 }) {
            console.writeError(WordWrap.fitted("tasch: \(announcement)", columns: columns(), indent: 2))
        }
    }
}
