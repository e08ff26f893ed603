import Adapters

/// Prints a one-line answer, and under it the warning that goes with it, if any.
@MainActor
public final class MessageTextView: TextView, ResourceView {
    public typealias ViewModel = MessageViewModel

    public func display(_ viewModel: MessageViewModel) {
        output.line(viewModel.text)
        if let warning = viewModel.warning { output.line(warning) }
    }
}
