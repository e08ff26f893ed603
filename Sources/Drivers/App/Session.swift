import Adapters
import Entities
import UseCases

/// What one run of the shop opens before its first prompt: the script, the catalogue, the state file's check, the
/// console a person types at, and the shop composed around them.
@MainActor
struct Session {
    let options: LaunchOptions
    let environment: [String: String]
    let console: any Console
    let fileSystem: any FileSystem
    let terminal: (any RawTerminal)?
    let columns: () -> Int?

    /// Reads the script, opens the catalogue, checks the state file and composes the shop's shell around them; the
    /// opened catalogue comes with it, since the index written for the next start must be waited for before exiting.
    func openShop(settings: Settings, faults: FaultSettings, services: SessionServices) throws -> (Shell, OpenedCatalogue) {
        let script = try ShopFiles.readScript(options: options, fileSystem: fileSystem).get()
        let (opened, state) = try openData(settings: settings, faults: faults)
        let input = sessionConsole(script: script, productIDs: CompositionRoot.productIDCompletions(from: opened.catalogue))
        let shell = try CompositionRoot.makeShell(
            settings: settings, catalogue: opened.catalogue, state: state, console: input, faults: faults, services: services, columns: columns
        )
        return (shell, opened)
    }

    /// Opens the catalogue and checks the state file, as for the shell, and composes the full screen around them on
    /// `terminal`.
    func openScreen(
        settings: Settings, faults: FaultSettings, services: SessionServices, terminal: any ScreenTerminal, isUnicode: Bool
    ) throws -> (ScreenProgram, OpenedCatalogue) {
        let (opened, state) = try openData(settings: settings, faults: faults)
        let program = try CompositionRoot.makeScreen(
            settings: settings, catalogue: opened.catalogue, state: state, terminal: terminal, isUnicode: isUnicode, faults: faults, services: services
        )
        return (program, opened)
    }

    /// What both drivers open first: the catalogue, and the state file once it is checked; any faults announced.
    private func openData(settings: Settings, faults: FaultSettings) throws -> (OpenedCatalogue, JSONFileShopStateStore) {
        let opened = try ShopFiles.openCatalogue(atPath: settings.cataloguePath, reader: CatalogueFileReader(
            fileSystem: fileSystem, index: CatalogueIndexFile(path: settings.indexPath, fileSystem: fileSystem)
        )).get()
        let currency = opened.catalogue.currency
        if let problem = ShopFiles.checkState(atPath: settings.statePath, currency: currency, fileSystem: fileSystem) {
            throw problem
        }
        if let announcement = faults.announcement {
            console.writeError("tasch: \(announcement)\n")
        }
        return (opened, JSONFileShopStateStore(path: settings.statePath, fileSystem: fileSystem, currency: currency))
    }

    /// The console the session reads: the script's lines when there is a script, else `console`'s input, through the
    /// line editor when a person types at `terminal`. Scripts never wait for answers unless --interactive says a
    /// person is there after all.
    private func sessionConsole(script: [String]?, productIDs: @escaping ProductIDCompletions) -> RedirectedConsole {
        let isInteractive = options.interactive ?? (script == nil && console.isInteractive)
        let input = CompositionRoot.lineEditingConsole(
            base: console, terminal: script == nil && isInteractive ? terminal : nil, productIDs: productIDs,
            historyPath: Settings.historyPath(environment: environment), fileSystem: fileSystem
        )
        return RedirectedConsole(base: input, script: script, isInteractive: isInteractive)
    }
}
