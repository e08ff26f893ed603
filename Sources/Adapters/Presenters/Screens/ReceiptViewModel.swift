/// The receipt of a placed order.
public struct ReceiptViewModel: Equatable, Sendable {
    /// One product bought.
    public struct Line: Equatable, Sendable {
        public let name: String
        public let price: String
    }

    public let title: String
    public let lines: [Line]
    public let total: String
    public let footer: String

    /// The same receipt under another title and footer.
    func retitled(_ title: String, footer: String) -> ReceiptViewModel {
        ReceiptViewModel(title: title, lines: lines, total: total, footer: footer)
    }

    /// The same receipt with `sentence`, when there is one, after its footer.
    func addingToFooter(_ sentence: String?) -> ReceiptViewModel {
        sentence.map { retitled(title, footer: footer + " " + $0) } ?? self
    }
}
