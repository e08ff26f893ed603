import Adapters
import Entities
import UseCases

/// The checkout's dialog: the question in the presenter's words, and the fields a code is typed into, one for each
/// kind of code the shop takes, each opened by its key (`g` a gift card's). Enter gives the code to the checkout, which
/// asks again with the new amounts; until then the dialog waits, and takes no key as its answer.
struct CheckoutDialog: Equatable, Sendable {
    var question: CheckoutQuestionViewModel
    /// The fields codes are typed into.
    let fields: [CheckoutCodeField]
    /// The field open, while one is; the code given to the checkout, while its question is awaited.
    private(set) var field: CheckoutCodeField?
    /// The code typed so far, while a field is open; nil while none is.
    private(set) var code: String?
    /// Whether a code was given and its question is awaited.
    private(set) var isApplying = false

    init(question: CheckoutQuestionViewModel, fields: [CheckoutCodeField] = []) {
        self.question = question
        self.fields = fields
    }

    /// What `key` does to the dialog: the answer it gives the checkout, if it gives one, and the dialog left on show
    /// (nil once answered yes or no).
    func pressing(_ key: Key) -> (answer: CheckoutAnswer?, dialog: CheckoutDialog?) {
        if isApplying { return (nil, self) }
        guard let code else {
            if case let .text(text) = key {
                if text == "y" || text == "Y" { return (.yes, nil) }
                if let field = fields.first(where: { $0.isOpened(by: text) }) { return (nil, opening(field)) }
            }
            return (.no, nil)
        }
        return typing(key, into: code)
    }

    /// The dialog after `text` was pasted: typed into the open field, ignored otherwise (a paste is never an answer).
    func pasting(_ text: String) -> CheckoutDialog {
        guard let code, !isApplying else { return self }
        return typing(.text(text), into: code).dialog ?? self
    }

    private func typing(_ key: Key, into code: String) -> (answer: CheckoutAnswer?, dialog: CheckoutDialog?) {
        var dialog = self
        switch key {
        case let .text(text):
            let allowed = text.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            dialog.code = String((code + allowed).prefix(ShopCode.maximumLength))
        case .backspace: dialog.code = String(code.dropLast())
        case .escape: (dialog.code, dialog.field) = (nil, nil)
        case .enter where code.isEmpty: (dialog.code, dialog.field) = (nil, nil)
        case .enter:
            guard let field else { return (nil, dialog) }
            (dialog.code, dialog.isApplying) = (nil, true)
            return (.apply(CheckoutCode(kind: field.kind, text: code)), dialog)
        default: break
        }
        return (nil, dialog)
    }

    private func opening(_ field: CheckoutCodeField) -> CheckoutDialog {
        var dialog = self
        (dialog.field, dialog.code) = (field, "")
        return dialog
    }
}
