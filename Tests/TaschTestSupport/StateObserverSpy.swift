import UseCases

/// Records every state a use case publishes, in order.
@MainActor
public final class StateObserverSpy<State>: StateObserver {
    public private(set) var states: [State] = []

    public init() {}

    public func stateDidChange(_ state: State) {
        states.append(state)
    }
}
