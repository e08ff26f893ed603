/// A screen while it is on show: it keeps its interactor, presenter and view alive, and can load itself.
@MainActor
public final class Screen {
    public let destination: Destination
    // Interactors hold presenters weakly and presenters hold views weakly, so the screen owns them all.
    private let parts: [AnyObject]
    private let load: () async -> Bool

    /// A screen for `destination` that keeps `parts` alive; `load` returns whether it succeeded.
    public init(destination: Destination, keepingAlive parts: [AnyObject], load: @escaping () async -> Bool) {
        self.destination = destination
        self.parts = parts
        self.load = load
    }

    /// Loads and shows the screen; false when it showed an error instead.
    public func open() async -> Bool {
        await load()
    }
}
