import Adapters
import Entities
import UseCases
import Foundation

/// The whole program: reads the command line and the environment, opens the shop, returns the exit status.
@MainActor
public enum TaschApp {
    /// The folder SwiftPM puts the bundled catalogue in, beside the executable.
    static let resourceFolder = "tasch_tasch.resources"

    /// Runs the shop with the real terminal and files; `executablePath` (symbolic links resolved) locates the bundled catalogue.
    public static func main(arguments: [String], environment: [String: String], executablePath: String?) async -> Int32 {
        let console = StandardConsole()
        let canceller = CommandCanceller()
        // Ctrl-C cancels the command in flight; at the prompt, or a second time, it leaves as a shell does, with 130.
        let interrupts = InterruptSignal {
            guard !canceller.interrupt() else { return }
            FileHandle.standardError.write(Data("\n".utf8))
            exit(130)
        }
        defer { withExtendedLifetime(interrupts) {} }
        let status = await run(
            arguments: arguments,
            environment: environment,
            console: console,
            fileSystem: LocalFileSystem(),
            outputIsTerminal: StandardConsole.isTerminal(1),
            bundledCataloguePath: executablePath.map(bundledCataloguePath),
            canceller: canceller
        )
        console.flush()
        return status
    }

    /// Runs the shop on `console` and `fileSystem`; everything outside is passed in, so tests can run it whole.
    public static func run(
        arguments: [String],
        environment: [String: String],
        console: any Console,
        fileSystem: any FileSystem,
        outputIsTerminal: Bool,
        bundledCataloguePath: String?,
        clock: any FaultClock = LiveFaultClock(),
        canceller: CommandCanceller = CommandCanceller(),
        chooseSeed: () -> UInt64 = { UInt64.random(in: 1...999_999) }
    ) async -> Int32 {
        func fail(_ status: Int32, _ message: String) -> Int32 {
            console.writeError("tasch: \(message)\n")
            return status
        }
        let options: LaunchOptions
        do {
            options = try LaunchOptions.parse(arguments)
        } catch {
            return fail(ExitStatus.usage, "\(error)\nTry 'tasch --help' for the options.")
        }
        if options.showsHelp {
            (UsageText.lines + ["", "commands:"] + HelpText.overview().map { "  " + $0 }).forEach { console.write($0 + "\n") }
            return ExitStatus.success
        }
        if options.showsVersion {
            console.write(UsageText.version + "\n")
            return ExitStatus.success
        }
        let faults: FaultSettings
        do {
            faults = try FaultSettings.make(options: options, environment: environment, chooseSeed: chooseSeed)
        } catch {
            return fail(ExitStatus.usage, "\(error)\nTry 'tasch --help' for the options.")
        }
        guard let cataloguePath = options.cataloguePath ?? bundledCataloguePath else {
            return fail(ExitStatus.noInput, "the bundled catalogue cannot be found: pass --catalogue PATH")
        }
        guard let statePath = Settings.statePath(options: options, environment: environment) else {
            return fail(ExitStatus.usage, "no home folder to keep your state in: pass --state PATH")
        }
        var settings = Settings(
            cataloguePath: cataloguePath,
            statePath: statePath,
            localeIdentifier: Settings.localeIdentifier(options: options, environment: environment),
            usesColour: Settings.usesColour(options: options, environment: environment, outputIsTerminal: outputIsTerminal)
        )
        settings.outputMode = options.writesJSON ? .json : .text
        settings.shellOptions = ShellOptions(
            echoesInput: options.echoesInput,
            stopsAtFirstFailure: options.stopsAtFirstFailure,
            pageSize: options.pageSize ?? CatalogueQuery.defaultPageSize
        )
        let script: [String]?
        switch ShopFiles.readScript(options: options, fileSystem: fileSystem) {
        case let .success(lines): script = lines
        case let .failure(problem): return fail(problem.status, problem.message)
        }
        let catalogue: IndexedCatalogue
        let reader = CatalogueFileReader(fileSystem: fileSystem, cache: CatalogueCacheFile(path: settings.cachePath, fileSystem: fileSystem))
        switch ShopFiles.openCatalogue(atPath: cataloguePath, reader: reader) {
        case let .success(opened): catalogue = opened
        case let .failure(problem): return fail(problem.status, problem.message)
        }
        if let problem = ShopFiles.checkState(atPath: statePath, currency: catalogue.currency, fileSystem: fileSystem) {
            return fail(problem.status, problem.message)
        }
        // Scripts never wait for answers unless --interactive says a person is there after all.
        let sessionConsole = RedirectedConsole(
            base: console,
            script: script,
            isInteractive: options.interactive ?? (script == nil && console.isInteractive)
        )
        if let announcement = faults.announcement {
            console.writeError("tasch: \(announcement)\n")
        }
        do {
            let shell = try CompositionRoot.makeShell(
                settings: settings, catalogue: catalogue,
                state: JSONFileShopStateStore(path: statePath, fileSystem: fileSystem, currency: catalogue.currency),
                console: sessionConsole, faults: faults, clock: clock, canceller: canceller
            )
            return await shell.run()
        } catch {
            return fail(ExitStatus.internalError, "internal error: \(error)")
        }
    }

    private static func bundledCataloguePath(executablePath: String) -> String {
        ExecutablePath.resource("catalogue.json", inFolder: resourceFolder, besideExecutableAt: executablePath)
    }
}
