import UseCases

/// Owns navigation: which screen is on show, and the way back.
@MainActor
public final class Router {
    private let makeScreen: (Destination) -> Screen
    private var history: [Destination] = []
    // Only the current screen is kept alive, so screens left behind stop following changes.
    private var current: Screen?

    public init(makeScreen: @escaping (Destination) -> Screen) {
        self.makeScreen = makeScreen
    }

    /// The screen on show, if any.
    public var currentDestination: Destination? { history.last }

    /// The query of the catalogue page seen last on the way back, so that `next` follows on from it; nil when none.
    public var lastCatalogueQuery: CatalogueQuery? {
        for destination in history.reversed() {
            if case let .catalogue(query) = destination { return query }
        }
        return nil
    }

    /// The page of a list (the catalogue or the orders) seen last on the way back, so that `next` and `prev` turn its
    /// pages; nil when none was seen.
    public var lastPagedDestination: Destination? {
        history.last { destination in
            switch destination {
            case .catalogue, .orders: true
            default: false
            }
        }
    }

    /// The page of the orders seen last on the way back; nil when none was seen.
    public var lastOrdersPage: (page: Int, pageSize: PageSize)? {
        for destination in history.reversed() {
            if case let .orders(page, pageSize) = destination { return (page, pageSize) }
        }
        return nil
    }

    /// Opens `destination`; it joins the history only when it loaded.
    @discardableResult
    public func open(_ destination: Destination) async -> Outcome {
        let screen = makeScreen(destination)
        let outcome = await screen.open()
        guard outcome == .done else { return outcome }
        current = screen
        if history.last != destination {
            history.append(destination)
        }
        return outcome
    }

    /// Lets the screen on show go, keeping the way back; the next `open` or `back` builds screens afresh.
    public func releaseCurrentScreen() {
        current = nil
    }

    /// Returns to the previous screen and shows it afresh; nil when there is none to return to.
    public func back() async -> Outcome? {
        guard history.count > 1 else { return nil }
        history.removeLast()
        let screen = makeScreen(history[history.count - 1])
        current = screen
        return await screen.open()
    }
}
