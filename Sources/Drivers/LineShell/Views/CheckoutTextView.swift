import Adapters

/// Prints how a checkout ended: the receipt, or the one line that says nothing was ordered.
@MainActor
public final class CheckoutTextView: TextView, ResourceView {
    public typealias ViewModel = CheckoutViewModel

    public func display(_ viewModel: CheckoutViewModel) {
        switch viewModel {
        case let .receipt(receipt): ReceiptTextView(output: output).display(receipt)
        case let .message(message): output.line(message.text)
        }
    }
}
