import Adapters
import UseCases

/// The checkout's dialog: the question in the presenter's words, and the field a gift card's code is typed into once
/// the customer opens it (`g`). Enter gives the code to the checkout, which asks again with the new total; until then
/// the dialog waits, and takes no key as its answer.
struct CheckoutDialog: Equatable, Sendable {
    /// The most a code typed here holds: a code is one word, and a paste of a page is not one.
    static let maximumCodeLength = 40

    var question: CheckoutQuestionViewModel
    /// The code typed so far, while the field is open; nil while it is not.
    var code: String?
    /// Whether a code was given and its question is awaited.
    var isApplying = false

    init(question: CheckoutQuestionViewModel) {
        self.question = question
    }

    /// What `key` does to the dialog: the answer it gives the checkout, if it gives one, and the dialog left on show
    /// (nil once answered yes or no).
    func pressing(_ key: Key) -> (answer: CheckoutAnswer?, dialog: CheckoutDialog?) {
        if isApplying { return (nil, self) }
        guard let code else {
            switch key {
            case .text("y"), .text("Y"): return (.yes, nil)
            case .text("g"), .text("G"): return (nil, opening())
            default: return (.no, nil)
            }
        }
        return typing(key, into: code)
    }

    /// The dialog after `text` was pasted: typed into the code's field while it is open, ignored otherwise (a paste is
    /// never an answer).
    func pasting(_ text: String) -> CheckoutDialog {
        guard let code, !isApplying else { return self }
        return typing(.text(text), into: code).dialog ?? self
    }

    private func typing(_ key: Key, into code: String) -> (answer: CheckoutAnswer?, dialog: CheckoutDialog?) {
        var dialog = self
        switch key {
        case let .text(text):
            let allowed = text.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            dialog.code = String((code + allowed).prefix(Self.maximumCodeLength))
        case .backspace: dialog.code = String(code.dropLast())
        case .escape: dialog.code = nil
        case .enter where code.isEmpty: dialog.code = nil
        case .enter:
            (dialog.code, dialog.isApplying) = (nil, true)
            return (.useGiftCard(code), dialog)
        default: break
        }
        return (nil, dialog)
    }

    private func opening() -> CheckoutDialog {
        var dialog = self
        dialog.code = ""
        return dialog
    }
}
