import Entities

/// How each kind of payment is worded to the customer, one entry a kind, filled in by the features that pay (the gift
/// card's entry is `GiftCardText.wording`), so that presenters lay out payments and never learn an instrument by name.
public struct PaymentWording: Sendable {
    /// The words of one kind of payment.
    public struct Entry: Sendable {
        public let kind: PaymentKind
        /// What it is called: after its amount in a list of orders (`−$50.00 gift card`), and before `code` where the
        /// customer may give one (`a gift card code`).
        public let noun: String
        /// The label of what the instrument keeps once the order is paid: `The card keeps`.
        public let keeps: String
        /// A payment's label on a line of amounts, from its reference: `Gift card ····7KQ2`.
        public let label: @Sendable (_ reference: String) -> String

        public init(kind: PaymentKind, noun: String, keeps: String, label: @escaping @Sendable (_ reference: String) -> String) {
            self.kind = kind
            self.noun = noun
            self.keeps = keeps
            self.label = label
        }
    }

    private let entries: [Entry]

    /// The words of `entries`, in the order the checkout offers their codes.
    public init(_ entries: [Entry]) {
        self.entries = entries
    }

    /// `payment`'s label: its kind's, or, for a kind no feature worded, the kind's name and the reference.
    func label(of payment: Payment) -> String {
        entry(payment.kind)?.label(payment.reference) ?? "\(payment.kind.name) \(payment.reference)"
    }

    /// What a payment of `kind` is called: its kind's noun, or its name.
    func noun(of kind: PaymentKind) -> String {
        entry(kind)?.noun ?? kind.name
    }

    /// The label of what an instrument of `kind` keeps.
    func keeps(of kind: PaymentKind) -> String {
        entry(kind)?.keeps ?? "\(kind.name) keeps"
    }

    /// The codes the customer may give, as an offer: `a gift card code` where one kind takes one, `a code` where several
    /// do (so that the question still fits a line of 80 columns); nil when no kind takes one.
    var codeOffer: String? {
        entries.count > 1 ? "a code" : entries.first.map { "a \($0.noun) code" }
    }

    private func entry(_ kind: PaymentKind) -> Entry? {
        entries.first { $0.kind == kind }
    }
}
