import Adapters
import Entities
import Foundation
import UseCases

/// What one run of the shop opens before its first prompt, in `world`: the script, the catalogue, the state file's
/// check, the console a person types at, and the shop composed around them (`CompositionRoot`).
@MainActor
struct Session {
    let options: LaunchOptions
    let environment: [String: String]
    let world: ShopWorld
    /// The width output is fitted to; nil when output is not a terminal.
    let columns: () -> Int?

    private var console: any Console { world.console }
    private var fileSystem: any FileSystem { world.fileSystem }

    /// Reads the script, opens the catalogue, checks the state file and composes the shop's shell around them; the
    /// opened catalogue comes with it, since the index written for the next start must be waited for before exiting.
    func openShop(settings: Settings, faults: FaultSettings) async throws -> (Shell, OpenedCatalogue) {
        let script = try ShopFiles.readScript(options: options, fileSystem: fileSystem).get()
        if options.stepsThroughScript, script == nil, console.isInteractive {
            throw StartProblem.usage("--step runs a script a command at a time: name its file, as in tasch --step Docs/faults-demo.tasch")
        }
        let (opened, state) = try await openData(settings: settings, faults: faults)
        let catalogue = opened.catalogue
        var settings = settings
        settings.shellOptions.stepsThroughScript = stepsThrough(script)
        let commands = CommandTable.shop
        let input = sessionConsole(
            script: script, commands: commands, products: catalogue, canceller: world.services.canceller, usesColour: settings.usesColour
        )
        let shell = try CompositionRoot.makeShell(
            settings: settings, catalogue: catalogue, state: state, giftCards: opened.giftCards, console: input, commands: commands, faults: faults,
            services: world.services, columns: columns, extremes: catalogue.extremes, overrides: world.overrides
        )
        return (shell, opened)
    }

    /// Opens the catalogue and checks the state file, as for the shell, and composes the full screen around them on
    /// `terminal`, where the notices of saves that wait for another shop go while it is on.
    func openScreen(settings: Settings, faults: FaultSettings, terminal: any ScreenTerminal, isUnicode: Bool) async throws -> (ScreenProgram, OpenedCatalogue) {
        let (opened, state) = try await openData(settings: settings, faults: faults)
        let catalogue = opened.catalogue
        let program = try CompositionRoot.makeScreen(
            settings: settings, catalogue: catalogue, state: state, giftCards: opened.giftCards, terminal: terminal, isUnicode: isUnicode,
            console: console, lockWaits: world.lockWaits, faults: faults, services: world.services, extremes: { catalogue.extremes() },
            overrides: world.overrides
        )
        return (program, opened)
    }

    /// What both drivers open first: the catalogue (the built-in one unless a file is named), and the state file once
    /// it is checked (and converted from an earlier version); what the check warns of, and any faults, announced on
    /// standard error before the first prompt or screen.
    private func openData(settings: Settings, faults: FaultSettings) async throws -> (OpenedCatalogue, JSONFileShopStateStore) {
        ShopFiles.removeFormerIndex(atPath: settings.formerIndexPath, fileSystem: fileSystem)
        let reader = CatalogueFileReader(
            fileSystem: fileSystem, index: settings.indexPath().map { CatalogueIndexFile(path: $0, fileSystem: fileSystem) }
        )
        let opened = try ShopFiles.openCatalogue(atPath: settings.cataloguePath, builtIn: world.builtInCatalogue, reader: reader).get()
        let currency = opened.catalogue.currency
        let journalPath = ShopFiles.journalPath(forStateAt: settings.statePath)
        let warning = try await ShopFiles.checkState(
            atPath: settings.statePath, journalPath: journalPath, currency: currency, fileSystem: fileSystem
        ).get()
        for announcement in [warning, faults.announcement].compactMap({ $0 }) {
            console.writeError(WordWrap.fitted("tasch: \(announcement)", columns: columns(), indent: 2))
        }
        return (opened, JSONFileShopStateStore(path: settings.statePath, journalPath: journalPath, fileSystem: fileSystem, currency: currency))
    }

    /// Whether a person steps through `script`: `--step`, at a terminal, unless `--batch` says no one is there.
    private func stepsThrough(_ script: [String]?) -> Bool {
        options.stepsThroughScript && script != nil && console.isInteractive && options.interactive != false
    }

    /// A stepped script's comments as the people watching read them (`ScriptNarration`), dimmed.
    private func narration(usesColour: Bool) -> ([String]) -> String {
        let style = TextStyle(usesColour: usesColour)
        return { [columns] comments in
            ScriptNarration.lines(comments, columns: columns()).map { style.dim($0) + "\n" }.joined()
        }
    }

    /// The console the session reads: the script's lines when there is a script, else `console`'s input, through the
    /// line editor when a person types at `terminal`, and answers taller than the window through the pager unless
    /// `--no-pager` says not to. Scripts never wait for answers unless --interactive says a person is there after all, or
    /// a person steps through one (`--step`), answering its questions.
    private func sessionConsole(
        script: [String]?, commands: CommandTable, products: any ProductIDCompleting & ProductNameCompleting, canceller: CommandCanceller,
        usesColour: Bool
    ) -> any Console {
        if stepsThrough(script), let script {
            return SteppingConsole(
                terminal: console, keys: world.terminal, script: script, secrets: LineSecrets(table: commands), narration: narration(usesColour: usesColour)
            )
        }
        let isInteractive = options.interactive ?? (script == nil && console.isInteractive)
        let input = CompositionRoot.lineEditingConsole(
            base: console, terminal: script == nil && isInteractive ? world.terminal : nil, commands: commands, products: products,
            historyPath: Settings.historyPath(environment: environment), fileSystem: fileSystem, canceller: canceller
        )
        let paged = world.pager.flatMap { pager, rows -> PagingConsole? in
            guard script == nil, isInteractive, options.usesPager, columns() != nil else { return nil }
            return PagingConsole(base: input, pager: pager, window: { [columns] in rows().flatMap { rows in columns().map { ($0, rows) } } })
        }
        return RedirectedConsole(base: paged ?? input, script: script, isInteractive: isInteractive)
    }
}
