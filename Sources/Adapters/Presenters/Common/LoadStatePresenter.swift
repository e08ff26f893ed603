import Entities
import UseCases

/// Turns a use case's load states into what its view shows: loading, the mapped view model, or an error line.
@MainActor
public final class LoadStatePresenter<Value: Equatable & Sendable, View: ResourceView & LoadingView & ErrorView>: StateObserver {
    /// Builds the view model for a loaded value; it may fail, for example when a total overflows.
    public typealias Mapper = (Value) throws(ShopError) -> View.ViewModel

    private weak var view: View?
    private let map: Mapper

    /// Presents into `view`, held weakly, building view models with `map`.
    public init(view: View, map: @escaping Mapper) {
        self.view = view
        self.map = map
    }

    public func stateDidChange(_ state: LoadState<Value>) {
        switch state {
        case .loading:
            view?.display(LoadingViewModel(isLoading: true))
        case let .loaded(value):
            view?.display(LoadingViewModel(isLoading: false))
            do {
                let viewModel = try map(value)
                view?.display(viewModel)
            } catch {
                view?.display(ErrorViewModel(kind: ShopErrorKind.name(of: error), message: ShopErrorMessage.text(for: error)))
            }
        case let .failed(error):
            view?.display(LoadingViewModel(isLoading: false))
            view?.display(ErrorViewModel(kind: ShopErrorKind.name(of: error), message: ShopErrorMessage.text(for: error)))
        }
    }
}
