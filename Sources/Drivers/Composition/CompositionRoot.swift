import Adapters
import Entities
import UseCases

/// Composes the whole shop once, at start-up, for either driver: every service is registered with a locator (the
/// world's parts, the data layer and its fault layer, the interactors, then the driver's own), the caller's overrides
/// replace or decorate what they name, every registration is built and checked, the driver is resolved, and the
/// locator is let go. Nothing resolves a service while the shop runs; screens, actions and requests are built by the
/// factories composed here, so a missing registration fails at start-up (and in a test), never mid-session.
@MainActor
package enum CompositionRoot {
    /// The shell of a shop selling `catalogue`, remembering the customer in `state` and talking to `console`, taking the
    /// commands of `commands`; its output fitted to `columns` when that gives a width, its catalogue columns as wide as
    /// the catalogue's `extremes`.
    static func makeShell(
        settings: Settings,
        catalogue: any ProductCatalogue,
        state: any ShopStateStore,
        giftCards: any GiftCardStore = InMemoryGiftCardStore(),
        console: any Console,
        commands: CommandTable = .shop,
        faults: FaultSettings = .off,
        services: SessionServices,
        columns: @escaping () -> Int? = { nil },
        extremes: @escaping @MainActor () -> ProductExtremes? = { nil },
        overrides: (ServiceLocator) -> Void = { _ in }
    ) throws -> Shell {
        let locator = ServiceLocator()
        registerTerminal(in: locator, settings: settings, console: console, columns: columns)
        registerDataLayer(in: locator, catalogue: catalogue, state: state, giftCards: giftCards, faults: faults, services: services)
        registerShell(
            in: locator, settings: settings, commands: commands, faultPreset: faults.preset, canceller: services.canceller, extremes: extremes
        )
        return try composed(Shell.self, by: locator, overrides: overrides)
    }

    /// `Driver` from `locator` once `overrides` are applied and every registration is built: one that cannot be fails
    /// here, at start-up.
    private static func composed<Driver>(_ driver: Driver.Type, by locator: ServiceLocator, overrides: (ServiceLocator) -> Void) throws -> Driver {
        overrides(locator)
        try locator.buildEveryRegistration()
        return try locator.resolve(driver)
    }

    /// The console a person types at on `terminal`: the line editor, with the history file at `historyPath` and Tab
    /// completing `commands` and, through `products`, the catalogue's products; `base` as it is without a terminal. A line
    /// holding a secret of `commands` is not kept. Ctrl-C reaches a wait for the history file's lock through `canceller`,
    /// as it reaches a command's.
    static func lineEditingConsole(
        base: any Console, terminal: (any RawTerminal)?, commands: CommandTable, products: any ProductIDCompleting & ProductNameCompleting,
        historyPath: String?, fileSystem: any FileSystem, canceller: CommandCanceller
    ) -> any Console {
        guard let terminal else { return base }
        let historyFile = historyPath.map { HistoryFile(path: $0, fileSystem: fileSystem) }
        let completer = CommandCompleter(
            table: commands,
            productIDs: completions { products.products(withIDsStartingWith: $0, limit: $1) },
            productNames: completions { products.products(withNamesStartingWith: $0, limit: $1) }
        )
        return LineEditingConsole(
            base: base, terminal: terminal, completer: completer, historyFile: historyFile, canceller: canceller,
            keepsInHistory: { [secrets = LineSecrets(table: commands)] in !secrets.holdsSecret($0) }
        )
    }

    /// Product completion by `matches`: each product's id, with its name, cleaned.
    static func completions(_ matches: @escaping (String, Int) -> ProductIDMatches) -> ProductIDCompletions {
        { prefix, limit in
            let found = matches(prefix, limit)
            return Completions(found.found.map { Completion($0.id.description, detail: TerminalSafeText.clean($0.name)) }, total: found.total)
        }
    }

    private static func registerTerminal(in locator: ServiceLocator, settings: Settings, console: any Console, columns: @escaping () -> Int?) {
        locator.register((any Console).self) { _ in console }
        locator.register(TerminalOutput.self) { locator in
            TerminalOutput(
                console: try locator.resolve((any Console).self),
                style: TextStyle(usesColour: settings.usesColour, depth: settings.colourDepth),
                mode: settings.outputMode,
                columns: columns
            )
        }
        locator.register(LoadingIndicator.self) {
            try LoadingIndicator(
                console: $0.resolve((any Console).self), isOnTerminal: settings.errorIsTerminal, clock: $0.resolve(SessionServices.self).faultClock,
                columns: columns
            )
        }
        locator.register(ViewChoice.self) {
            try ViewChoice(
                output: $0.resolve(), money: MoneyFormatter(localeIdentifier: settings.localeIdentifier),
                times: TimestampFormatter(timeZoneNamed: settings.timeZoneName), payments: $0.resolve(PaymentFeatures.self).wording,
                loadingIndicator: $0.resolve()
            )
        }
    }

    /// What every driver needs: the two ports (which a test may override with a twin or a spy), the fault layer that
    /// decorates them, and the interactors over both. Every call goes through the fault gate, even with no faults
    /// planned, so that `fault` at the prompt can switch them on.
    static func registerDataLayer(
        in locator: ServiceLocator, catalogue: any ProductCatalogue, state: any ShopStateStore, giftCards: any GiftCardStore,
        faults: FaultSettings, services: SessionServices
    ) {
        locator.register((any ProductCatalogue).self) { _ in catalogue }
        locator.register((any ShopStateStore).self) { _ in state }
        locator.register((any GiftCardStore).self) { _ in giftCards }
        locator.register(SessionServices.self) { _ in services }
        locator.register(FaultInjector.self) { _ in FaultInjector(plan: faults.plan, seed: faults.seed) }
        locator.register(FaultGate.self) { try FaultGate(injector: $0.resolve(), clock: $0.resolve(SessionServices.self).faultClock) }
        locator.register(DataLayer.self) { try DataLayer.plain(catalogue: $0.resolve(), state: $0.resolve(), giftCards: $0.resolve()) }
        locator.decorate(DataLayer.self) { data, locator in data.gated(by: try locator.resolve()) }
        // The ways of paying with a code, in the order they pay.
        locator.register(PaymentFeatures.self) { _ in PaymentFeatures([.giftCard]) }
        locator.register(WishListChangeBroadcast.self) { _ in WishListChangeBroadcast() }
        // One memory of lost answers for the whole session, so that any later attempt at a change finds it.
        locator.register(LostAnswers.self) { _ in LostAnswers() }
        locator.register(Interactors.self) {
            try Interactors(data: $0.resolve(), changes: $0.resolve(), lostAnswers: $0.resolve(), services: $0.resolve(), payments: $0.resolve())
        }
        locator.register(Wiring.self) { try Wiring(interactors: $0.resolve()) }
    }

    // The command table is a value the shell's parts share, not a service: a test gives another through `makeShell`.
    private static func registerShell(
        in locator: ServiceLocator, settings: Settings, commands: CommandTable, faultPreset: FaultPreset?, canceller: CommandCanceller,
        extremes: @escaping @MainActor () -> ProductExtremes?
    ) {
        locator.register(ScreenFactory.self) {
            try ScreenFactory(wiring: $0.resolve(), views: $0.resolve(), changes: $0.resolve(), catalogueExtremes: extremes)
        }
        locator.register(Router.self) { Router(makeScreen: try $0.resolve(ScreenFactory.self).makeScreen) }
        locator.register(TerminalCheckoutConfirmation.self) {
            try TerminalCheckoutConfirmation(
                console: $0.resolve((any Console).self), output: $0.resolve(), loadingIndicator: $0.resolve(),
                presenter: CheckoutPresenter(money: $0.resolve(ViewChoice.self).money, payments: $0.resolve(ViewChoice.self).payments)
            )
        }
        locator.register(FaultCommands.self) { try FaultCommands(injector: $0.resolve(), output: $0.resolve(), preset: faultPreset) }
        locator.register(SessionControls.self) {
            try SessionControls(output: $0.resolve(), canceller: canceller, faults: $0.resolve(), table: commands)
        }
        locator.register(Shell.self) {
            try Shell(
                console: $0.resolve((any Console).self), output: $0.resolve(), router: $0.resolve(),
                actions: CustomerActions(wiring: $0.resolve(), views: $0.resolve(), confirmation: $0.resolve(TerminalCheckoutConfirmation.self)),
                options: settings.shellOptions,
                controls: $0.resolve(),
                table: commands
            )
        }
    }

    /// The full screen of a shop selling `catalogue`, remembering the customer in `state`, on `terminal`: the same data
    /// layer, fault gate and interactors as the shell's (`registerDataLayer`), shown through the same presenters; its
    /// catalogue columns as wide as the catalogue's `extremes`. While it runs, the notices of saves that wait for
    /// another shop (`lockWaits`, the world's) go to its status line; once it has left, it says on `console` what became
    /// of the changes it finished first.
    package static func makeScreen(
        settings: Settings, catalogue: any ProductCatalogue, state: any ShopStateStore, giftCards: any GiftCardStore = InMemoryGiftCardStore(),
        terminal: any ScreenTerminal, isUnicode: Bool, console: any Console, lockWaits: LockWaitNotices,
        faults: FaultSettings = .off, services: SessionServices, extremes: @escaping @Sendable () -> ProductExtremes? = { nil },
        overrides: (ServiceLocator) -> Void = { _ in }
    ) throws -> ScreenProgram {
        let locator = ServiceLocator()
        registerDataLayer(in: locator, catalogue: catalogue, state: state, giftCards: giftCards, faults: faults, services: services)
        locator.register(ScreenPresenters.self) {
            let payments = try $0.resolve(PaymentFeatures.self)
            return ScreenPresenters(
                money: MoneyFormatter(localeIdentifier: settings.localeIdentifier), times: TimestampFormatter(timeZoneNamed: settings.timeZoneName),
                payments: payments.wording, codeFields: payments.dialogFields, extremes: extremes
            )
        }
        locator.register(ScreenRequests.self) {
            try ScreenRequests(wiring: $0.resolve(), presenters: $0.resolve(), clock: $0.resolve(SessionServices.self).faultClock)
        }
        locator.register(ScreenProgram.self) {
            try ScreenProgram(
                terminal: terminal, requests: $0.resolve(),
                view: ScreenView(style: ScreenStyle(usesColour: settings.usesColour, isUnicode: isUnicode)),
                renderer: FrameRenderer(colours: settings.usesColour ? settings.colourDepth : nil),
                lockWaits: lockWaits, farewell: ScreenFarewell(write: console.write, writeError: console.writeError)
            )
        }
        return try composed(ScreenProgram.self, by: locator, overrides: overrides)
    }
}
