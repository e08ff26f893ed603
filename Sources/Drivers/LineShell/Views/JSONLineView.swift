import Adapters

/// Prints each document as one JSON object on one line, under its key: `{"cart": {…}}`.
@MainActor
public final class JSONLineView<Document: Encodable>: TextView, ResourceView {
    public typealias ViewModel = Document
    private let key: (Document) -> String

    /// A view printing every document under `key`.
    public convenience init(output: TerminalOutput, key: String) {
        self.init(output: output, keyOf: { _ in key })
    }

    /// A view printing each document under the key `keyOf` gives it, for answers whose kind depends on how they ended.
    public init(output: TerminalOutput, keyOf key: @escaping (Document) -> String) {
        self.key = key
        super.init(output: output)
    }

    public func display(_ viewModel: Document) {
        output.document(key(viewModel), viewModel)
    }
}
