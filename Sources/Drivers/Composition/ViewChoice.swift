import Adapters
import Entities
import UseCases

/// Picks the view for the output mode in force: a text view, or a JSON line under a key.
@MainActor
struct ViewChoice {
    let output: TerminalOutput
    let money: MoneyFormatter
    let times: TimestampFormatter
    /// How each kind of payment is worded.
    let payments: PaymentWording
    let documents: DocumentPresenter
    private let errors: ShopErrorPresenter
    private let loadingIndicator: LoadingIndicator

    init(output: TerminalOutput, money: MoneyFormatter, times: TimestampFormatter, payments: PaymentWording, loadingIndicator: LoadingIndicator) {
        self.output = output
        self.money = money
        self.times = times
        self.payments = payments
        self.loadingIndicator = loadingIndicator
        documents = DocumentPresenter(money: money)
        errors = ShopErrorPresenter(money: money)
    }

    /// What shows `Value` as text, or as a JSON document under `json.key` in JSON mode.
    func presentation<Value, TextV: TextView & ResourceView, Document: Encodable>(
        text: (view: TextV, map: LoadStatePresenter<Value, TextV>.Mapper),
        json: (key: String, map: (Value) -> Document)
    ) -> Presentation<Value> {
        presentation(text: text, keyedJSON: (key: { [key = json.key] _ in key }, map: json.map))
    }

    /// What shows `Value` as text, or as a JSON document under the key `keyedJSON.key` gives it in JSON mode.
    func presentation<Value, TextV: TextView & ResourceView, Document: Encodable>(
        text: (view: TextV, map: LoadStatePresenter<Value, TextV>.Mapper),
        keyedJSON json: (key: (Document) -> String, map: (Value) -> Document)
    ) -> Presentation<Value> {
        switch output.mode {
        case .text:
            text.view.loadingIndicator = loadingIndicator
            let presenter = LoadStatePresenter(view: text.view, map: text.map, errors: errors)
            return Presentation(presenter: presenter, parts: [presenter, text.view])
        case .json:
            let view = JSONLineView<Document>(output: output, keyOf: json.key)
            view.loadingIndicator = loadingIndicator
            let presenter = LoadStatePresenter(view: view, map: json.map, errors: errors)
            return Presentation(presenter: presenter, parts: [presenter, view])
        }
    }
}
