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
        StandardStream.ignoreBrokenPipes()
        if let problem = StandardConsole.inputProblem() {
            StandardStream.write("tasch: \(problem)\n", to: STDERR_FILENO)
            return ExitStatus.noInput
        }
        let console = StandardConsole()
        let canceller = CommandCanceller()
        let terminal = TermiosTerminal.standard(environment: environment)
        let listeners = signalListeners(canceller: canceller, terminal: terminal)
        defer { withExtendedLifetime(listeners) {} }
        let status = await run(
            arguments: arguments,
            environment: environment,
            console: console,
            fileSystem: LocalFileSystem(lockWaiting: lockWaiting()),
            outputIsTerminal: StandardConsole.isTerminal(1),
            bundledCataloguePath: executablePath.map(bundledCataloguePath),
            terminal: terminal,
            windowColumns: { WindowSize.columns(of: STDOUT_FILENO) },
            services: SessionServices(canceller: canceller)
        )
        console.flush()
        // Output that could not be written is a failure of its own, whatever the commands did.
        return console.lostOutput && [ExitStatus.success, ExitStatus.commandFailed].contains(status) ? ExitStatus.ioError : status
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
        services: SessionServices = SessionServices(),
        chooseSeed: () -> UInt64 = { UInt64.random(in: 1...999_999) }
    ) async -> Int32 {
        let options: LaunchOptions
        do {
            options = try LaunchOptions.parse(arguments)
        } catch {
            return refuse(.usage("\(error)"), on: console)
        }
        if options.showsHelp {
            UsageText.lines(columns: WindowSize.columns(measured: windowColumns(), environment: environment)).forEach { console.write($0 + "\n") }
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
            let session = Session(
                options: options, environment: environment, console: console, fileSystem: fileSystem, terminal: terminal,
                // Output is fitted to the window only on a terminal: piped output stays exactly as scripts expect it.
                columns: outputIsTerminal ? { WindowSize.columns(measured: windowColumns(), environment: environment) } : { nil }
            )
            if options.usesFullScreen {
                return try await runScreen(session: session, settings: settings, faults: faults, services: services, outputIsTerminal: outputIsTerminal)
            }
            return try await runShell(session: session, settings: settings, faults: faults, services: services)
        } catch let problem as StartProblem {
            return refuse(problem, on: console)
        } catch let error as UsageError {
            return refuse(.usage("\(error)"), on: console)
        } catch {
            return refuse(StartProblem(status: ExitStatus.internalError, message: "internal error: \(error)"), on: console)
        }
    }

    private static func runShell(session: Session, settings: Settings, faults: FaultSettings, services: SessionServices) async throws -> Int32 {
        let (shell, catalogue) = try session.openShop(settings: settings, faults: faults, services: services)
        let status = await shell.run()
        // The next start finds the index only if the one being written is on disk before the shop exits.
        await catalogue.finishWriting()
        return status
    }

    private static func refuse(_ problem: StartProblem, on console: any Console) -> Int32 {
        console.writeError("tasch: \(problem.message)\n")
        return problem.status
    }

    /// Ctrl-C cancels the command in flight; with none (piped input), or a second time, it leaves as a shell does, with
    /// 130. With the line editor, a change of window redraws the line, and the terminal's settings are put back before
    /// Ctrl-C, SIGTERM or SIGHUP ends the shop, since a terminal left in raw mode is unusable.
    private static func signalListeners(canceller: CommandCanceller, terminal: TermiosTerminal?) -> [SignalListener] {
        var listeners = [
            SignalListener(SIGINT) {
                guard !canceller.interrupt() else { return }
                terminal?.restore()
                StandardStream.write("\n", to: STDERR_FILENO)
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

    /// A save that waits for another shop says so on standard error, over the loading line on a terminal.
    private static func lockWaiting() -> LockWaiting {
        let clearLine = StandardConsole.isTerminal(STDERR_FILENO) ? "\r\u{1B}[2K" : ""
        return LockWaiting(notice: { StandardStream.write(clearLine + "waiting for another Tasch to finish saving…\n", to: STDERR_FILENO) })
    }

    private static func bundledCataloguePath(executablePath: String) -> String {
        ExecutablePath.resource("catalogue.json", inFolder: resourceFolder, besideExecutableAt: executablePath)
    }
}
