import Adapters
import Entities
import UseCases

/// Registers every service of the shop with the locator: the one place that knows how the layers are wired.
@MainActor
enum CompositionRoot {
    /// A locator that builds the shop for `settings`, selling `catalogue` and talking to `console`.
    static func makeLocator(
        settings: Settings,
        catalogue: Catalogue,
        console: any Console,
        fileSystem: any FileSystem,
        faults: FaultSettings = .off,
        clock: any FaultClock = LiveFaultClock(),
        canceller: CommandCanceller = CommandCanceller(),
        columns: @escaping () -> Int? = { nil }
    ) -> ServiceLocator {
        let locator = ServiceLocator()
        locator.register((any Console).self) { _ in console }
        locator.register(TerminalOutput.self) { locator in
            TerminalOutput(
                console: try locator.resolve((any Console).self),
                style: TextStyle(usesColour: settings.usesColour, depth: settings.colourDepth),
                mode: settings.outputMode,
                columns: columns
            )
        }
        locator.register(MoneyFormatter.self) { _ in MoneyFormatter(localeIdentifier: settings.localeIdentifier) }
        registerDataLayer(in: locator, settings: settings, catalogue: catalogue, fileSystem: fileSystem)
        registerFaults(in: locator, faults: faults, clock: clock, canceller: canceller)
        registerInteractors(in: locator)
        locator.register(ShopComposer.self) { locator in ShopComposer(locator: locator) }
        locator.register(Router.self) { locator in
            let composer = try locator.resolve(ShopComposer.self)
            return Router(makeScreen: composer.makeScreen)
        }
        locator.register(Shell.self) { locator in
            try Shell(
                console: locator.resolve((any Console).self),
                output: locator.resolve(TerminalOutput.self),
                router: locator.resolve(Router.self),
                actions: locator.resolve(ShopComposer.self),
                options: settings.shellOptions,
                controls: locator.resolve(SessionControls.self)
            )
        }
        return locator
    }

    /// The console a person types at on `terminal`: the line editor, with the history file at `historyPath` and Tab
    /// completing commands and the catalogue's product ids; `base` as it is without a terminal.
    static func lineEditingConsole(
        base: any Console, terminal: (any RawTerminal)?, catalogue: Catalogue, historyPath: String?, fileSystem: any FileSystem
    ) -> any Console {
        guard let terminal else { return base }
        let completer = CommandCompleter { prefix, limit in
            let matches = catalogue.products.filter { $0.id.description.hasPrefix(prefix) }
            return Completions(
                matches.prefix(limit).map { Completion($0.id.description, detail: TerminalSafeText.clean($0.name)) },
                total: matches.count
            )
        }
        let historyFile = historyPath.map { HistoryFile(path: $0, fileSystem: fileSystem) }
        return LineEditingConsole(base: base, terminal: terminal, completer: completer, historyFile: historyFile)
    }

    // Each port is registered on its own, so a decorator can later wrap one port without touching the rest.
    private static func registerDataLayer(in locator: ServiceLocator, settings: Settings, catalogue: Catalogue, fileSystem: any FileSystem) {
        locator.register(JSONShopStore.self) { _ in
            JSONShopStore(catalogue: catalogue, statePath: settings.statePath, fileSystem: fileSystem)
        }
        locator.register((any CatalogueLoader).self) { try $0.resolve(FaultInjectingDataLayer.self) }
        locator.register((any ProductDetailLoader).self) { try $0.resolve(FaultInjectingDataLayer.self) }
        locator.register((any WishListStore).self) { try $0.resolve(FaultInjectingDataLayer.self) }
        locator.register((any CartLoader).self) { try $0.resolve(FaultInjectingDataLayer.self) }
        locator.register((any OrderPlacer).self) { try $0.resolve(FaultInjectingDataLayer.self) }
        locator.register((any RatingStore).self) { try $0.resolve(FaultInjectingDataLayer.self) }
        locator.register((any CatalogueSearcher).self) { try $0.resolve(FaultInjectingDataLayer.self) }
        locator.register((any RatingsLoader).self) { try $0.resolve(FaultInjectingDataLayer.self) }
        locator.register(WishListChangeBroadcast.self) { _ in WishListChangeBroadcast() }
    }

    // Every port goes through the fault injector, even with no faults planned, so `fault` at the prompt can switch them on.
    private static func registerFaults(in locator: ServiceLocator, faults: FaultSettings, clock: any FaultClock, canceller: CommandCanceller) {
        locator.register(FaultInjector.self) { _ in FaultInjector(plan: faults.plan, seed: faults.seed) }
        locator.register(FaultInjectingDataLayer.self) {
            try FaultInjectingDataLayer(wrapping: $0.resolve(JSONShopStore.self), injector: $0.resolve(), clock: clock)
        }
        locator.register(LoadingIndicator.self) { try LoadingIndicator(console: $0.resolve((any Console).self), clock: clock) }
        locator.register(FaultCommands.self) { try FaultCommands(injector: $0.resolve(), output: $0.resolve()) }
        locator.register(SessionControls.self) {
            try SessionControls(output: $0.resolve(), canceller: canceller, faults: $0.resolve())
        }
    }

    // Interactors are built anew for each screen and action, so each has its own observers.
    private static func registerInteractors(in locator: ServiceLocator) {
        locator.register(ShopfrontInteractor.self, .factory) {
            try ShopfrontInteractor(catalogueLoader: $0.resolve(), wishListStore: $0.resolve())
        }
        locator.register(BrowseCatalogueInteractor.self, .factory) {
            try BrowseCatalogueInteractor(loader: $0.resolve(), searcher: $0.resolve(), ratings: $0.resolve())
        }
        locator.register(ProductDetailInteractor.self, .factory) { try ProductDetailInteractor(loader: $0.resolve()) }
        locator.register(WishListInteractor.self, .factory) {
            try WishListInteractor(store: $0.resolve(), changes: $0.resolve(WishListChangeBroadcast.self))
        }
        locator.register(CartInteractor.self, .factory) {
            try CartInteractor(cartLoader: $0.resolve(), orderPlacer: $0.resolve(), changes: $0.resolve(WishListChangeBroadcast.self))
        }
        locator.register(RatingInteractor.self, .factory) { try RatingInteractor(store: $0.resolve()) }
    }
}
