import Adapters
import Entities
import UseCases
import Foundation

/// The whole program: reads the command line and the environment, opens the shop, returns the exit status.
@MainActor
public enum TaschApp {
    /// Runs the shop with the real terminal and files, selling `builtInCatalogue` (a catalogue file's bytes) unless
    /// `--catalogue` names another.
    static func main(arguments: [String], environment: [String: String], builtInCatalogue: [UInt8]) async -> Int32 {
        StandardStream.ignoreBrokenPipes()
        if let problem = StandardConsole.inputProblem() {
            let columns = StandardConsole.isTerminal(STDERR_FILENO) ? WindowSize.columns(of: STDERR_FILENO) : nil
            StandardStream.write(WordWrap.fitted("tasch: \(problem)", columns: columns, indent: 2), to: STDERR_FILENO)
            return ExitStatus.noInput
        }
        let canceller = CommandCanceller(executorPreference: MainQueueTaskExecutor.shared)
        let world = ShopWorld.live(environment: environment, builtInCatalogue: builtInCatalogue, canceller: canceller)
        let listeners = signalListeners(canceller: canceller, terminal: world.terminal as? TermiosTerminal)
        defer { withExtendedLifetime(listeners) {} }
        let status = await run(arguments: arguments, environment: environment, world: world)
        world.console.flush()
        // Output that could not be written is a failure of its own, whatever the commands did.
        let lostOutput = (world.console as? StandardConsole)?.lostOutput ?? false
        return lostOutput && [ExitStatus.success, ExitStatus.commandFailed].contains(status) ? ExitStatus.ioError : status
    }

    /// Runs the shop on `console` and `fileSystem`, with the rest of the world as given; for tests that run it whole.
    public static func run(
        arguments: [String],
        environment: [String: String],
        console: any Console,
        fileSystem: any FileSystem,
        outputIsTerminal: Bool,
        errorIsTerminal: Bool = false,
        builtInCatalogue: Data? = nil,
        terminal: (any RawTerminal)? = nil,
        windowColumns: @escaping () -> Int? = { nil },
        pager: (any Pager, rows: () -> Int?)? = nil,
        services: SessionServices,
        chooseSeed: () -> UInt64 = { UInt64.random(in: 1...999_999) }
    ) async -> Int32 {
        let world = ShopWorld(
            console: console, fileSystem: fileSystem, outputIsTerminal: outputIsTerminal, errorIsTerminal: errorIsTerminal,
            builtInCatalogue: builtInCatalogue, terminal: terminal, windowColumns: windowColumns, pager: pager, services: services
        )
        return await run(arguments: arguments, environment: environment, world: world, chooseSeed: chooseSeed)
    }

    /// Runs the shop in `world`: everything outside is passed in, so tests can run it whole.
    public static func run(
        arguments: [String], environment: [String: String], world: ShopWorld, chooseSeed: () -> UInt64 = { UInt64.random(in: 1...999_999) }
    ) async -> Int32 {
        let console = world.console, windowColumns = world.windowColumns
        let columns = fittedColumns(outputIsTerminal: world.outputIsTerminal, windowColumns: windowColumns, environment: environment)
        let refuse = { (problem: StartProblem) in Self.refuse(problem, on: console, columns: columns()) }
        let options: LaunchOptions
        do {
            options = try LaunchOptions.parse(arguments)
        } catch {
            return refuse(.usage("\(error)"))
        }
        if let text = information(options, columns: { WindowSize.columns(measured: windowColumns(), environment: environment) }) {
            console.write(text)
            return ExitStatus.success
        }
        do {
            let faults = try FaultSettings.make(options: options, environment: environment, chooseSeed: chooseSeed)
            var settings = try Settings.make(options: options, environment: environment, outputIsTerminal: world.outputIsTerminal)
            settings.errorIsTerminal = world.errorIsTerminal
            let session = Session(options: options, environment: environment, world: world, columns: columns, settings: settings, faults: faults)
            if options.usesFullScreen {
                return try await runScreen(session: session)
            }
            return try await runShell(session: session)
        } catch let problem as StartProblem {
            return refuse(problem)
        } catch let error as UsageError {
            return refuse(.usage("\(error)"))
        } catch {
            return refuse(StartProblem(status: ExitStatus.internalError, message: "internal error: \(error)"))
        }
    }

    private static func runShell(session: Session) async throws -> Int32 {
        try await withTaskExecutorPreference(session.world.services.canceller.executorPreference) {
            let (shell, catalogue) = try await CompositionRoot.makeShell(for: session)
            let status = await shell.run()
            await finishWriting(catalogue, settings: session.settings)
            return status
        }
    }

    /// The next start finds the index only if the one being written is on disk before the shop exits; once it is, the
    /// cache's older indexes go.
    static func finishWriting(_ catalogue: OpenedCatalogue, settings: Settings) async {
        await catalogue.finishWriting()
        if catalogue.isWritingIndex { settings.indexCache?.removeOldIndexes() }
    }

    /// What `--help`, `--version`, `--man-page` or `--completions` asked for instead of a shop, if they did.
    private static func information(_ options: LaunchOptions, columns: () -> Int) -> String? {
        if options.showsHelp { return UsageText.lines(columns: columns()).map { $0 + "\n" }.joined() }
        if options.showsVersion { return UsageText.version + "\n" }
        if options.showsManualPage { return ManualPage.text }
        return options.completionShell.map { ShellCompletion.script(for: $0) }
    }

    /// The width output is fitted to: the window's on a terminal, none otherwise, so that piped output stays exactly as
    /// scripts expect it.
    private static func fittedColumns(
        outputIsTerminal: Bool, windowColumns: @escaping () -> Int?, environment: [String: String]
    ) -> () -> Int? {
        outputIsTerminal ? { WindowSize.columns(measured: windowColumns(), environment: environment) } : { nil }
    }

    /// Says why the shop cannot open, wrapped between words on a terminal `columns` wide, and returns the status.
    private static func refuse(_ problem: StartProblem, on console: any Console, columns: Int?) -> Int32 {
        console.writeError(WordWrap.fitted("tasch: \(problem.message)", columns: columns, indent: 2))
        return problem.status
    }

    /// Ctrl-C cancels the command in flight; with none (piped input), or a second time, it leaves as a shell does
    /// (`ExitStatus.interrupted`). With the line editor, a change of window or a return from being stopped (`fg`)
    /// redraws the line, and the terminal is given back before Ctrl-C, SIGTERM or SIGHUP ends the shop, since a terminal
    /// left in raw mode is unusable: as far as it takes it without waiting (`giveBackNow`), so that a terminal that
    /// stopped reading (a stalled link) cannot keep the shop from ending.
    /// Every one of these signals is blocked in the main thread before the first listener is made (and so in every thread
    /// started after), which a start need not wait for: one that comes before Dispatch has registered its listener waits
    /// for it.
    private static func signalListeners(canceller: CommandCanceller, terminal: TermiosTerminal?) -> [SignalListener] {
        let interrupt: (signal: Int32, handler: @Sendable () -> Void) = (SIGINT, {
            guard !canceller.interrupt() else { return }
            terminal?.giveBackNow()
            StandardStream.writeWithoutWaiting("\n", to: STDERR_FILENO)
            exit(ExitStatus.interrupted)
        })
        guard let terminal else { return SignalListener.all([interrupt]) }
        let endings: [(signal: Int32, handler: @Sendable () -> Void)] = [SIGTERM, SIGHUP].map { ending in
            (ending, { @Sendable in
                terminal.giveBackNow()
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
        let redraws: [(signal: Int32, handler: @Sendable () -> Void)] = [
            (SIGWINCH, { @Sendable in terminal.windowDidChange() }), (SIGCONT, { @Sendable in terminal.didContinue() }),
        ]
        return SignalListener.all([interrupt] + redraws + endings)
    }
}
