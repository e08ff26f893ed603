import Entities
import UseCases

/// Turns a use case's load states into what its view shows: loading, the mapped view model, or an error line.
@MainActor
public final class LoadStatePresenter<Value: Equatable & Sendable, View: ResourceView & LoadingView & ErrorView>: StateObserver {
    /// Builds the view model for a loaded value.
    public typealias Mapper = (Value) -> View.ViewModel

    private weak var view: View?
    private let map: Mapper
    private let errors: ShopErrorPresenter

    /// Presents into `view`, held weakly, building view models with `map` and error lines with `errors`.
    public init(view: View, map: @escaping Mapper, errors: ShopErrorPresenter) {
        self.view = view
        self.map = map
        self.errors = errors
    }

    public func stateDidChange(_ state: LoadState<Value>) {
        switch state {
        case .loading:
            view?.display(LoadingViewModel(isLoading: true))
        case let .loaded(value):
            view?.display(LoadingViewModel(isLoading: false))
            view?.display(map(value))
        case let .failed(error):
            view?.display(LoadingViewModel(isLoading: false))
            view?.display(errors.map(error))
        }
    }
}
