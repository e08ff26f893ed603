import UseCases

/// A screen while it is on show: it keeps its interactor, presenter and view alive, and can load itself.
@MainActor
public final class Screen {
    public let destination: Destination
    // Interactors hold presenters weakly and presenters hold views weakly, so the screen owns them all.
    private let parts: [AnyObject]
    private let load: () async -> Outcome

    /// A screen for `destination` that keeps `parts` alive; `load` loads and shows it and says how that ended.
    public init(destination: Destination, keepingAlive parts: [AnyObject], load: @escaping () async -> Outcome) {
        self.destination = destination
        self.parts = parts
        self.load = load
    }

    /// A screen for `destination` that runs the use case `wired`, keeping its parts alive while it is on show.
    convenience init(destination: Destination, _ wired: Wired) {
        self.init(destination: destination, keepingAlive: wired.parts, load: wired.run)
    }

    /// Loads and shows the screen, or the error that stopped it.
    public func open() async -> Outcome {
        await load()
    }
}
