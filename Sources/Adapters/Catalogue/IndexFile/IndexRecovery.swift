import Synchronization
import UseCases

/// What a catalogue answered from the index does once the index turns out damaged under it (another program cut it
/// short or wrote into it): it rebuilds the catalogue from the catalogue file, once, and answers from that for the
/// rest of the session, while a fresh index replaces the damaged one. The catalogue file must still be the one the
/// shop opened; otherwise the shop would change catalogues mid-session, and the call fails as damaged instead.
final class IndexRecovery: Sendable {
    private enum State {
        case waiting(@Sendable () -> (any ProductCatalogue)?)
        case recovered(any ProductCatalogue)
        case failed
    }

    private let state: Mutex<State>

    /// A recovery that calls `rebuild` for the catalogue the first time the index fails; nil from it means it cannot.
    init(rebuild: @escaping @Sendable () -> (any ProductCatalogue)?) {
        state = Mutex(.waiting(rebuild))
    }

    /// The catalogue rebuilt after an earlier failure, if there was one.
    var recovered: (any ProductCatalogue)? {
        state.withLock { state in
            if case let .recovered(catalogue) = state { return catalogue }
            return nil
        }
    }

    /// The catalogue to answer from now that the index failed with `damage`; the rebuild runs at most once.
    func catalogue(after damage: IndexDamage) throws(DataAccessError) -> any ProductCatalogue {
        let catalogue = state.withLock { state -> (any ProductCatalogue)? in
            switch state {
            case let .recovered(catalogue):
                return catalogue
            case .failed:
                return nil
            case let .waiting(rebuild):
                let rebuilt = rebuild()
                state = rebuilt.map(State.recovered) ?? .failed
                return rebuilt
            }
        }
        guard let catalogue else {
            throw .damaged("the catalogue index is damaged (\(damage)) and the catalogue file has changed since the shop opened: start the shop again")
        }
        return catalogue
    }
}
