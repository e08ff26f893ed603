/// A view that shows one kind of view model; presenters hold it weakly.
@MainActor
public protocol ResourceView<ViewModel>: AnyObject {
    associatedtype ViewModel
    /// Shows `viewModel`.
    func display(_ viewModel: ViewModel)
}

/// A view that shows whether a request is under way.
@MainActor
public protocol LoadingView: AnyObject {
    /// Shows or hides the loading state.
    func display(_ viewModel: LoadingViewModel)
}

/// A view that shows why a request failed.
@MainActor
public protocol ErrorView: AnyObject {
    /// Shows the error's message.
    func display(_ viewModel: ErrorViewModel)
}
