import Adapters

/// Prints each document as one JSON object on one line, under `key`: `{"cart": {…}}`.
@MainActor
public final class JSONLineView<Document: Encodable>: TextView, ResourceView {
    public typealias ViewModel = Document
    private let key: String

    public init(output: TerminalOutput, key: String) {
        self.key = key
        super.init(output: output)
    }

    public func display(_ viewModel: Document) {
        output.document(key, viewModel)
    }
}
