import Adapters
import Entities
import Foundation
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
    /// The pager for answers taller than the window, and the window's height.
    var pager: (any Pager, rows: () -> Int?)?

    /// Reads the script, opens the catalogue, checks the state file and composes the shop's shell around them; the
    /// opened catalogue comes with it, since the index written for the next start must be waited for before exiting.
    func openShop(
        settings: Settings, builtInCatalogue: Data?, faults: FaultSettings, services: SessionServices
    ) async throws -> (Shell, OpenedCatalogue) {
        let script = try ShopFiles.readScript(options: options, fileSystem: fileSystem).get()
        ShopFiles.removeFormerIndex(atPath: settings.formerIndexPath, fileSystem: fileSystem)
        let reader = CatalogueFileReader(
            fileSystem: fileSystem, index: settings.indexPath().map { CatalogueIndexFile(path: $0, fileSystem: fileSystem) }
        )
        let opened = try ShopFiles.openCatalogue(atPath: settings.cataloguePath, builtIn: builtInCatalogue, reader: reader).get()
        let catalogue = opened.catalogue
        let journalPath = ShopFiles.journalPath(forStateAt: settings.statePath)
        if let problem = await ShopFiles.checkState(
            atPath: settings.statePath, journalPath: journalPath, currency: catalogue.currency, fileSystem: fileSystem
        ) {
            throw problem
        }
        let input = sessionConsole(script: script, products: catalogue, canceller: services.canceller)
        if let announcement = faults.announcement {
            console.writeError(WordWrap.fitted("tasch: \(announcement)", columns: columns(), indent: 2))
        }
        let shell = try CompositionRoot.makeShell(
            settings: settings, catalogue: catalogue,
            state: JSONFileShopStateStore(path: settings.statePath, journalPath: journalPath, fileSystem: fileSystem, currency: catalogue.currency),
            console: input, faults: faults, services: services, columns: columns, extremes: catalogue.extremes
        )
        return (shell, opened)
    }

    /// The console the session reads: the script's lines when there is a script, else `console`'s input, through the
    /// line editor when a person types at `terminal`, and answers taller than the window through the pager unless
    /// `--no-pager` says not to. Scripts never wait for answers unless --interactive says a person is there after all.
    private func sessionConsole(
        script: [String]?, products: any ProductIDCompleting & ProductNameCompleting, canceller: CommandCanceller
    ) -> RedirectedConsole {
        let isInteractive = options.interactive ?? (script == nil && console.isInteractive)
        let input = CompositionRoot.lineEditingConsole(
            base: console, terminal: script == nil && isInteractive ? terminal : nil, products: products,
            historyPath: Settings.historyPath(environment: environment), fileSystem: fileSystem, canceller: canceller
        )
        let paged = pager.flatMap { pager, rows -> PagingConsole? in
            guard script == nil, isInteractive, options.usesPager, columns() != nil else { return nil }
            return PagingConsole(base: input, pager: pager, window: { [columns] in rows().flatMap { rows in columns().map { ($0, rows) } } })
        }
        return RedirectedConsole(base: paged ?? input, script: script, isInteractive: isInteractive)
    }
}
