import Adapters
import UseCases

extension CompositionRoot {
    /// The full screen of a shop selling `catalogue`, remembering the customer in `state`, on `terminal`: the same data
    /// layer, fault gate and interactors as the shell's (`registerDataLayer`), shown through the same presenters; its
    /// catalogue columns as wide as the catalogue's `extremes`.
    static func makeScreen(
        settings: Settings, catalogue: any ProductCatalogue, state: any ShopStateStore, terminal: any ScreenTerminal, isUnicode: Bool,
        faults: FaultSettings = .off, services: SessionServices, extremes: @escaping @Sendable () -> ProductExtremes? = { nil }
    ) throws -> ScreenProgram {
        let locator = ServiceLocator()
        registerDataLayer(in: locator, catalogue: catalogue, state: state, faults: faults, services: services)
        locator.register(ScreenPresenters.self) { _ in
            ScreenPresenters(
                money: MoneyFormatter(localeIdentifier: settings.localeIdentifier), times: TimestampFormatter(timeZone: settings.timeZone),
                extremes: extremes
            )
        }
        locator.register(ScreenRequests.self) {
            try ScreenRequests(interactors: $0.resolve(), presenters: $0.resolve(), clock: services.faultClock)
        }
        locator.register(ScreenProgram.self) {
            try ScreenProgram(
                terminal: terminal, requests: $0.resolve(),
                view: ScreenView(style: ScreenStyle(usesColour: settings.usesColour, isUnicode: isUnicode)),
                renderer: FrameRenderer(colours: settings.usesColour ? settings.colourDepth : nil)
            )
        }
        return try locator.resolve(ScreenProgram.self)
    }
}
