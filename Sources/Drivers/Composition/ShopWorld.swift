import Adapters
import Foundation

/// What a run of the shop takes from outside it: where it talks (the console, the terminal, the pager, the window's
/// width), its files, its clocks and checkout keys, and the catalogue built into the binary. The process's own world is
/// `live`, built here with the rest of the shop; a test or the benchmark passes its own, and may override any service
/// the composition root registers (`overrides`: a twin, a spy, another clock).
@MainActor
public struct ShopWorld {
    public var console: any Console
    public var fileSystem: any FileSystem
    public var outputIsTerminal: Bool
    public var errorIsTerminal: Bool
    /// The bytes of the catalogue file built into the binary, sold unless `--catalogue` names another.
    public var builtInCatalogue: Data?
    /// The terminal a person types at, when there is one.
    public var terminal: (any RawTerminal)?
    /// The window's width as the terminal tells it.
    public var windowColumns: () -> Int?
    /// What shows an answer taller than the window, and the window's height.
    public var pager: (any Pager, rows: () -> Int?)?
    public var services: SessionServices
    /// Where a save of `fileSystem` that waits for another shop says so, until a driver takes the notices.
    public var lockWaits: LockWaitNotices
    /// Registrations that replace or decorate the composition root's own, applied before anything is built.
    public var overrides: (ServiceLocator) -> Void

    public init(
        console: any Console, fileSystem: any FileSystem, outputIsTerminal: Bool, errorIsTerminal: Bool = false, builtInCatalogue: Data? = nil,
        terminal: (any RawTerminal)? = nil, windowColumns: @escaping () -> Int? = { nil }, pager: (any Pager, rows: () -> Int?)? = nil,
        services: SessionServices, lockWaits: LockWaitNotices = LockWaitNotices(), overrides: @escaping (ServiceLocator) -> Void = { _ in }
    ) {
        self.console = console
        self.fileSystem = fileSystem
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.builtInCatalogue = builtInCatalogue
        self.terminal = terminal
        self.windowColumns = windowColumns
        self.pager = pager
        self.services = services
        self.lockWaits = lockWaits
        self.overrides = overrides
    }

    /// The process's own world: standard input and output, the terminal when there is one, the local files, the pager
    /// `PAGER` names, the machine's clocks; `canceller` is what Ctrl-C cancels.
    public static func live(environment: [String: String], builtInCatalogue: [UInt8], canceller: CommandCanceller) -> ShopWorld {
        let terminal = TermiosTerminal.standard(environment: environment)
        let pager = PagerCommand.chosen(environment: environment).map { ProcessPager(command: $0, environment: environment) }
        let lockWaits = lockWaitNotices()
        return ShopWorld(
            console: StandardConsole(),
            fileSystem: LocalFileSystem(lockWaiting: LockWaiting(notice: { lockWaits.say() })),
            outputIsTerminal: StandardConsole.isTerminal(STDOUT_FILENO),
            errorIsTerminal: StandardConsole.isTerminal(STDERR_FILENO),
            builtInCatalogue: Data(builtInCatalogue),
            terminal: terminal,
            windowColumns: { WindowSize.columns(of: STDOUT_FILENO) },
            pager: pager.map { pager in (pager, { WindowSize.rows(of: STDOUT_FILENO) }) },
            services: .live(canceller: canceller), lockWaits: lockWaits
        )
    }

    /// A save that waits for another shop says so on standard error, over the loading line on a terminal, unless the
    /// driver on show takes the notices (the full screen does, into its status line).
    private static func lockWaitNotices() -> LockWaitNotices {
        let clearLine = StandardConsole.isTerminal(STDERR_FILENO) ? "\r\u{1B}[2K" : ""
        return LockWaitNotices { StandardStream.write(clearLine + $0 + "\n", to: STDERR_FILENO) }
    }
}
