import Entities
import UseCases

/// A presenter together with the view it presents into, so that one object keeps both alive while the interactor
/// holds it weakly.
@MainActor
final class ScreenPresenter<Value: Equatable & Sendable>: StateObserver {
    private let view: TextView
    private let presenter: any StateObserver<LoadState<Value>>

    init(view: TextView, presenter: any StateObserver<LoadState<Value>>) {
        self.view = view
        self.presenter = presenter
    }

    func stateDidChange(_ state: LoadState<Value>) {
        presenter.stateDidChange(state)
    }
}
