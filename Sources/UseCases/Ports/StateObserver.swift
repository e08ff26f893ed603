/// Receives the states a use case publishes; interactors hold their observers weakly.
@MainActor
public protocol StateObserver<State>: AnyObject {
    associatedtype State
    /// Called on the main actor each time the state changes.
    func stateDidChange(_ state: State)
}
