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
        let terminal = TermiosTerminal.standard(environment: environment)
        let listeners = signalListeners(canceller: canceller, terminal: terminal)
        defer { withExtendedLifetime(listeners) {} }
        let status = await run(
            arguments: arguments,
            environment: environment,
            console: console,
            fileSystem: LocalFileSystem(),
            outputIsTerminal: StandardConsole.isTerminal(1),
            bundledCataloguePath: executablePath.map(bundledCataloguePath),
            terminal: terminal,
            windowColumns: { WindowSize.columns(of: STDOUT_FILENO) },
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
        terminal: (any RawTerminal)? = nil,
        windowColumns: @escaping () -> Int? = { nil },
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
            UsageText.lines(columns: WindowSize.columns(measured: windowColumns(), environment: environment)).forEach { console.write($0 + "\n") }
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
        settings.colourDepth = ColourDepth(environment: environment)
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
        let catalogue: Catalogue
        let cache = CatalogueCacheFile(path: settings.cachePath, fileSystem: fileSystem)
        switch ShopFiles.openCatalogue(atPath: cataloguePath, fileSystem: fileSystem, cache: cache) {
        case let .success(opened): catalogue = opened
        case let .failure(problem): return fail(problem.status, problem.message)
        }
        if let problem = ShopFiles.checkState(atPath: statePath, currency: catalogue.currency, fileSystem: fileSystem) {
            return fail(problem.status, problem.message)
        }
        let sessionConsole = sessionConsole(
            console, script: script, options: options, terminal: terminal, catalogue: catalogue, environment: environment,
            fileSystem: fileSystem
        )
        if let announcement = faults.announcement {
            console.writeError("tasch: \(announcement)\n")
        }
        // Output is fitted to the window only on a terminal: piped output stays exactly as scripts expect it.
        let locator = CompositionRoot.makeLocator(
            settings: settings, catalogue: catalogue, console: sessionConsole, fileSystem: fileSystem,
            faults: faults, clock: clock, canceller: canceller,
            columns: outputIsTerminal ? { WindowSize.columns(measured: windowColumns(), environment: environment) } : { nil }
        )
        do {
            return try await locator.resolve(Shell.self).run()
        } catch {
            return fail(ExitStatus.internalError, "internal error: \(error)")
        }
    }

    /// The console the session reads: the script's lines when there is a script, else `console`'s input, through the
    /// line editor when a person types at `terminal`. Scripts never wait for answers unless --interactive says a
    /// person is there after all.
    private static func sessionConsole(
        _ console: any Console, script: [String]?, options: LaunchOptions, terminal: (any RawTerminal)?,
        catalogue: Catalogue, environment: [String: String], fileSystem: any FileSystem
    ) -> RedirectedConsole {
        let isInteractive = options.interactive ?? (script == nil && console.isInteractive)
        let input = CompositionRoot.lineEditingConsole(
            base: console, terminal: script == nil && isInteractive ? terminal : nil, catalogue: catalogue,
            historyPath: Settings.historyPath(environment: environment), fileSystem: fileSystem
        )
        return RedirectedConsole(base: input, script: script, isInteractive: isInteractive)
    }

    /// Ctrl-C cancels the command in flight; with none (piped input), or a second time, it leaves as a shell does, with
    /// 130. With the line editor, a change of window redraws the line, and the terminal's settings are put back before
    /// Ctrl-C, SIGTERM or SIGHUP ends the shop, since a terminal left in raw mode is unusable.
    private static func signalListeners(canceller: CommandCanceller, terminal: TermiosTerminal?) -> [SignalListener] {
        var listeners = [
            SignalListener(SIGINT) {
                guard !canceller.interrupt() else { return }
                terminal?.restore()
                FileHandle.standardError.write(Data("\n".utf8))
                exit(130)
            },
        ]
        guard let terminal else { return listeners }
        listeners.append(SignalListener(SIGWINCH) { terminal.windowDidChange() })
        for ending in [SIGTERM, SIGHUP] {
            listeners.append(SignalListener(ending) {
                terminal.restore()
                // Dispatch keeps the signal blocked; with its default action back and unblocked, it ends the shop as it
                // would have without the editor.
                signal(ending, SIG_DFL)
                var signals = sigset_t()
                sigemptyset(&signals)
                sigaddset(&signals, ending)
                pthread_sigmask(SIG_UNBLOCK, &signals, nil)
                raise(ending)
            })
        }
        return listeners
    }

    private static func bundledCataloguePath(executablePath: String) -> String {
        ExecutablePath.resource("catalogue.json", inFolder: resourceFolder, besideExecutableAt: executablePath)
    }
}
