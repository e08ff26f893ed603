import Adapters
import Entities
import UseCases

/// The one place the shop is built, for either driver, once, at start-up. Every service is registered with a locator:
/// the data layer the session opens (the catalogue, the state file) and the fault layer around it, the use cases, each
/// feature's module (`ShopFeatures`), then the driver's own services (the console stack, the views, presenters and
/// actions of the shell; the view, renderer, requests and farewell of the full screen). The world's overrides replace
/// or decorate what they name (a test's twin or spy, the benchmark's catalogue), every registration is built in the
/// order registered (`resolveEveryRegistration`: one that cannot be fails here), the state file is checked, and the
/// driver is resolved; then the locator is let go. Nothing resolves a service while the shop runs: screens, actions and
/// requests are made by the makers and factories composed here.
@MainActor
package enum CompositionRoot {
    /// The line shell of `session`, taking the commands of `commands`, with the catalogue it opened, whose index must be
    /// on disk before the shop exits.
    static func makeShell(for session: Session, commands: CommandTable = .shop) async throws -> (Shell, OpenedCatalogue) {
        let script = try session.script()
        return try await compose(Shell.self, for: session) { locator in
            registerTerminal(in: locator, session: session, script: script, commands: commands)
            registerShell(in: locator, session: session, script: script, commands: commands)
            for feature in ShopFeatures.modules {
                feature.registerShell(in: locator)
            }
        }
    }

    /// The full screen of `session` on `terminal`, with the catalogue it opened. While it runs, the notices of saves
    /// that wait for another shop (the world's `lockWaits`) go to its status line; once it has left, it says on the
    /// world's console what became of the changes it finished first.
    package static func makeScreen(
        for session: Session, on terminal: any ScreenTerminal, isUnicode: Bool
    ) async throws -> (ScreenProgram, OpenedCatalogue) {
        try await compose(ScreenProgram.self, for: session) { locator in
            registerScreen(in: locator, session: session, terminal: terminal, isUnicode: isUnicode)
            for feature in ShopFeatures.modules {
                feature.registerScreen(in: locator)
            }
        }
    }

    /// `Driver`, with every service registered, overridden and built: what the state file's check warns of and the
    /// faults planned are said before it runs.
    private static func compose<Driver>(
        _ driver: Driver.Type, for session: Session, registeringDriver: (ServiceLocator) -> Void
    ) async throws -> (Driver, OpenedCatalogue) {
        let locator = ServiceLocator()
        registerDataLayer(in: locator, session: session)
        registerUseCases(in: locator, session: session)
        for feature in ShopFeatures.modules {
            feature.register(in: locator)
        }
        registeringDriver(locator)
        session.world.overrides(locator)
        try locator.resolveEveryRegistration()
        let warning = try await locator.resolve(StateFile.self).check()
        session.announce([warning, session.faults.announcement])
        return (try locator.resolve(driver), try locator.resolve(OpenedCatalogue.self))
    }

    /// The two ports as the session opens them (which a test may override with a twin or a spy), and the fault layer
    /// that decorates them. Every call goes through the fault gate, even with no faults planned, so that `fault` at the
    /// prompt can switch them on.
    private static func registerDataLayer(in locator: ServiceLocator, session: Session) {
        locator.register(OpenedCatalogue.self) { _ in try session.openCatalogue() }
        locator.register((any ProductCatalogue).self) { try $0.resolve(OpenedCatalogue.self).catalogue }
        locator.register(StateFile.self) { try session.stateFile(currency: $0.resolve((any ProductCatalogue).self).currency) }
        locator.register((any ShopStateStore).self) { try $0.resolve(StateFile.self).store }
        locator.register(SessionServices.self) { _ in session.world.services }
        locator.register(FaultInjector.self) { _ in
            FaultInjector(plan: session.faults.plan, seed: session.faults.seed, points: ShopFeatures.faultPoints)
        }
        locator.register(FaultGate.self) { try FaultGate(injector: $0.resolve(), clock: $0.resolve(SessionServices.self).faultClock) }
        locator.register(DataLayer.self) { try DataLayer.plain(catalogue: $0.resolve(), state: $0.resolve()) }
        locator.decorate(DataLayer.self) { data, locator in data.gated(by: try locator.resolve()) }
        // The ways of paying with a code: none of the shop's own; each feature that offers one adds it, in the order
        // they pay.
        locator.register(PaymentFeatures.self) { _ in PaymentFeatures([]) }
    }

    /// The interactors over the data layer, each use case's wiring, and the presenter of a checkout's question and answer.
    private static func registerUseCases(in locator: ServiceLocator, session: Session) {
        locator.register(WishListChangeBroadcast.self) { _ in WishListChangeBroadcast() }
        // One memory of lost answers for the whole session, so that any later attempt at a change finds it.
        locator.register(LostAnswers.self) { _ in LostAnswers() }
        locator.register(Interactors.self) {
            try Interactors(
                data: $0.resolve(), changes: $0.resolve(), lostAnswers: $0.resolve(), services: $0.resolve(),
                payments: $0.resolve(PaymentFeatures.self).methods
            )
        }
        locator.register(Wiring.self) { try Wiring(interactors: $0.resolve()) }
        locator.register(CheckoutPresenter.self) { CheckoutPresenter(money: session.money, payments: try $0.resolve(PaymentFeatures.self).wording) }
    }

    /// What the shell talks through: the console stack over the world's console (reading `script` when there is one, Tab
    /// and the history reading `commands`), its output, the loading line, and the choice of text or JSON views.
    private static func registerTerminal(in locator: ServiceLocator, session: Session, script: [String]?, commands: CommandTable) {
        let settings = session.settings
        locator.register((any Console).self) {
            try session.console(
                script: script, commands: commands.recognising($0.resolve()), products: $0.resolve(OpenedCatalogue.self).catalogue
            )
        }
        locator.register(TerminalOutput.self) {
            TerminalOutput(
                console: try $0.resolve((any Console).self), style: TextStyle(usesColour: settings.usesColour, depth: settings.colourDepth),
                mode: settings.outputMode, columns: session.columns
            )
        }
        locator.register(LoadingIndicator.self) {
            try LoadingIndicator(
                console: $0.resolve((any Console).self), isOnTerminal: settings.errorIsTerminal, clock: $0.resolve(SessionServices.self).faultClock,
                columns: session.columns
            )
        }
        locator.register(ViewChoice.self) {
            try ViewChoice(
                output: $0.resolve(), money: session.money, times: session.times, payments: $0.resolve(PaymentFeatures.self).wording,
                loadingIndicator: $0.resolve()
            )
        }
    }

    /// The shell's screens, actions, checkout question and session controls, and the shell itself; `commands`, once each
    /// feature's module bound what its commands run, is the table the shell and its controls read.
    private static func registerShell(in locator: ServiceLocator, session: Session, script: [String]?, commands: CommandTable) {
        locator.register(ScreenFactory.self) {
            let catalogue = try $0.resolve(OpenedCatalogue.self).catalogue
            return try ScreenFactory(wiring: $0.resolve(), views: $0.resolve(), changes: $0.resolve(), catalogueExtremes: catalogue.extremes)
        }
        locator.register(Router.self) { Router(makeScreen: try $0.resolve(ScreenFactory.self).makeScreen) }
        locator.register(TerminalCheckoutConfirmation.self) {
            try TerminalCheckoutConfirmation(
                console: $0.resolve((any Console).self), output: $0.resolve(), loadingIndicator: $0.resolve(), presenter: $0.resolve()
            )
        }
        locator.register((any ShopActions).self) {
            try CustomerActions(wiring: $0.resolve(), views: $0.resolve(), confirmation: $0.resolve(TerminalCheckoutConfirmation.self), checkout: $0.resolve())
        }
        locator.register(IssuedSecrets.self) { _ in .none }
        locator.register(CommandTable.self) { commands.recognising(try $0.resolve()) }
        locator.register(FaultCommands.self) { try FaultCommands(injector: $0.resolve(), output: $0.resolve(), preset: session.faults.preset) }
        locator.register(SessionControls.self) {
            try SessionControls(output: $0.resolve(), canceller: session.world.services.canceller, faults: $0.resolve(), table: $0.resolve())
        }
        locator.register(Shell.self) {
            var options = session.settings.shellOptions
            options.stepsThroughScript = session.stepsThrough(script)
            return try Shell(
                console: $0.resolve((any Console).self), output: $0.resolve(), router: $0.resolve(), actions: $0.resolve(), options: options,
                controls: $0.resolve(), table: $0.resolve()
            )
        }
    }

    /// The full screen on `terminal`: the same data layer, fault gate, interactors and presenters as the shell's,
    /// its requests, its view, renderer and farewell.
    private static func registerScreen(in locator: ServiceLocator, session: Session, terminal: any ScreenTerminal, isUnicode: Bool) {
        let settings = session.settings
        locator.register(ScreenPresenters.self) {
            let (catalogue, payments) = (try $0.resolve(OpenedCatalogue.self).catalogue, try $0.resolve(PaymentFeatures.self))
            return ScreenPresenters(
                money: session.money, times: session.times, payments: payments.wording, codeFields: payments.dialogFields,
                extremes: { catalogue.extremes() }
            )
        }
        locator.register(ScreenCheckoutConfirmation.self) { try ScreenCheckoutConfirmation(presenters: $0.resolve()) }
        locator.register(ScreenRequests.self) {
            try ScreenRequests(
                wiring: $0.resolve(), presenters: $0.resolve(), errors: ShopErrorPresenter(money: session.money), confirmation: $0.resolve(),
                clock: $0.resolve(SessionServices.self).faultClock
            )
        }
        locator.register(ScreenView.self) { _ in ScreenView(style: ScreenStyle(usesColour: settings.usesColour, isUnicode: isUnicode)) }
        locator.register(FrameRenderer.self) { _ in FrameRenderer(colours: settings.usesColour ? settings.colourDepth : nil) }
        locator.register(ScreenFarewell.self) { [console = session.world.console] _ in
            ScreenFarewell(write: console.write, writeError: console.writeError)
        }
        locator.register(ScreenProgram.self) {
            try ScreenProgram(
                terminal: terminal, requests: $0.resolve(), view: $0.resolve(), renderer: $0.resolve(), lockWaits: session.world.lockWaits,
                farewell: $0.resolve(), faults: FaultsBanner(injector: $0.resolve(), preset: session.faults.preset)
            )
        }
    }
}
