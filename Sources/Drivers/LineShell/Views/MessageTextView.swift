import Adapters

/// Prints a one-line answer.
@MainActor
public final class MessageTextView: TextView, ResourceView {
    public typealias ViewModel = MessageViewModel

    public func display(_ viewModel: MessageViewModel) {
        output.line(viewModel.text)
    }
}
