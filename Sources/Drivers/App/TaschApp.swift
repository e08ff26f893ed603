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
        let options: LaunchOptions
        do {
            options = try LaunchOptions.parse(arguments)
        } catch {
            return refuse(.usage("\(error)"), on: console)
        }
        if options.showsHelp {
            (UsageText.lines + ["", "commands:"] + HelpText.overview().map { "  " + $0 }).forEach { console.write($0 + "\n") }
            return ExitStatus.success
        }
        if options.showsVersion {
            console.write(UsageText.version + "\n")
            return ExitStatus.success
        }
        do {
            let faults = try FaultSettings.make(options: options, environment: environment, chooseSeed: chooseSeed)
            let settings = try Settings.make(
                options: options, environment: environment, outputIsTerminal: outputIsTerminal, bundledCataloguePath: bundledCataloguePath
            )
            let (shell, catalogue) = try openShop(
                options: options, settings: settings, faults: faults, console: console, fileSystem: fileSystem, clock: clock, canceller: canceller
            )
            let status = await shell.run()
            await catalogue.finishWriting()
            return status
        } catch let problem as StartProblem {
            return refuse(problem, on: console)
        } catch let error as UsageError {
            return refuse(.usage("\(error)"), on: console)
        } catch {
            return refuse(StartProblem(status: ExitStatus.internalError, message: "internal error: \(error)"), on: console)
        }
    }

    /// Reads the script, opens the catalogue, checks the state file and composes the shop around them.
    private static func openShop(
        options: LaunchOptions, settings: Settings, faults: FaultSettings, console: any Console, fileSystem: any FileSystem,
        clock: any FaultClock, canceller: CommandCanceller
    ) throws -> (Shell, OpenedCatalogue) {
        let script = try ShopFiles.readScript(options: options, fileSystem: fileSystem).get()
        let opened = try ShopFiles.openCatalogue(atPath: settings.cataloguePath, reader: CatalogueFileReader(
            fileSystem: fileSystem, index: CatalogueIndexFile(path: settings.indexPath, fileSystem: fileSystem)
        )).get()
        let catalogue = opened.catalogue
        if let problem = ShopFiles.checkState(atPath: settings.statePath, currency: catalogue.currency, fileSystem: fileSystem) {
            throw problem
        }
        // Scripts never wait for answers unless --interactive says a person is there after all.
        let sessionConsole = RedirectedConsole(
            base: console, script: script, isInteractive: options.interactive ?? (script == nil && console.isInteractive)
        )
        if let announcement = faults.announcement {
            console.writeError("tasch: \(announcement)\n")
        }
        let shell = try CompositionRoot.makeShell(
            settings: settings, catalogue: catalogue,
            state: JSONFileShopStateStore(path: settings.statePath, fileSystem: fileSystem, currency: catalogue.currency),
            console: sessionConsole, faults: faults, clock: clock, canceller: canceller
        )
        return (shell, opened)
    }

    private static func refuse(_ problem: StartProblem, on console: any Console) -> Int32 {
        console.writeError("tasch: \(problem.message)\n")
        return problem.status
    }

    private static func bundledCataloguePath(executablePath: String) -> String {
        ExecutablePath.resource("catalogue.json", inFolder: resourceFolder, besideExecutableAt: executablePath)
    }
}
