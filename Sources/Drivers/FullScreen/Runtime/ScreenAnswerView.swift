import Adapters

/// The view a use case's presenter shows one request's answer in: it passes the answer on to the screen as an event,
/// for the screen's update to take. Loading needs no event: the screen knows what it asked for.
@MainActor
final class ScreenAnswerView: ResourceView, LoadingView, ErrorView {
    typealias ViewModel = ScreenContent
    private let request: ScreenRequest
    private let send: (ScreenEvent) -> Void

    /// A view for `request`'s answer.
    init(request: ScreenRequest, send: @escaping (ScreenEvent) -> Void) {
        self.request = request
        self.send = send
    }

    func display(_ viewModel: ScreenContent) {
        send(.loaded(request, viewModel))
    }

    func display(_ viewModel: LoadingViewModel) {}

    func display(_ viewModel: ErrorViewModel) {
        send(.failed(request, viewModel))
    }
}
