import Entities
import UseCases

/// A presenter together with the view it presents into, so one object keeps both alive and says how it went.
@MainActor
final class ScreenPresenter<Value: Equatable & Sendable>: StateObserver {
    private let view: TextView
    private let presenter: any StateObserver<LoadState<Value>>

    init(view: TextView, presenter: any StateObserver<LoadState<Value>>) {
        self.view = view
        self.presenter = presenter
    }

    /// Whether the view showed the answer rather than an error.
    var succeeded: Bool { !view.didFail }

    func stateDidChange(_ state: LoadState<Value>) {
        presenter.stateDidChange(state)
    }
}
