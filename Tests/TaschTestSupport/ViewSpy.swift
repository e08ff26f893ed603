import Adapters

/// A view that records every view model it is shown, in order.
@MainActor
public final class ViewSpy<Model: Equatable>: ResourceView, LoadingView, ErrorView {
    public typealias ViewModel = Model

    public enum Message: Equatable {
        case loading(Bool)
        case error(String)
        case display(Model)
    }

    public private(set) var messages: [Message] = []

    public init() {}

    public func display(_ viewModel: Model) {
        messages.append(.display(viewModel))
    }

    public func display(_ viewModel: LoadingViewModel) {
        messages.append(.loading(viewModel.isLoading))
    }

    public func display(_ viewModel: ErrorViewModel) {
        messages.append(.error(viewModel.message))
    }
}
