/// The receipt of a placed order.
public struct ReceiptViewModel: Equatable, Sendable {
    /// One product bought.
    public struct Line: Equatable, Sendable {
        public let name: String
        public let price: String
    }

    public let title: String
    public let lines: [Line]
    /// The total, then what else the order's amounts came to: each payment's part and what was left to pay.
    public let totals: [LabelledAmount]
    public let footer: String
    /// What the customer must know about the order beside the receipt: that it is saved, but not yet safe on disk.
    public let warning: String?

    init(title: String, lines: [Line], totals: [LabelledAmount], footer: String, warning: String? = nil) {
        self.title = title
        self.lines = lines
        self.totals = totals
        self.footer = footer
        self.warning = warning
    }

    /// The order's total.
    public var total: String { totals.first?.amount ?? "" }

    /// The same receipt under another title and footer.
    func retitled(_ title: String, footer: String) -> ReceiptViewModel {
        ReceiptViewModel(title: title, lines: lines, totals: totals, footer: footer, warning: warning)
    }

    /// The same receipt with `warning`.
    func warning(_ warning: String?) -> ReceiptViewModel {
        ReceiptViewModel(title: title, lines: lines, totals: totals, footer: footer, warning: warning)
    }

    /// The same receipt with `sentence`, when there is one, after its footer.
    func addingToFooter(_ sentence: String?) -> ReceiptViewModel {
        sentence.map { retitled(title, footer: footer + " " + $0) } ?? self
    }
}
