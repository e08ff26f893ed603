/// One line of amounts under a list: a label and an amount, ready to print: `Sub-total  $64.50`, `Gift card ····7KQ2
/// −$50.00`. Views print as many as they are given, so that a new kind of amount needs no new view.
public struct LabelledAmount: Equatable, Sendable {
    public let label: String
    public let amount: String

    public init(_ label: String, _ amount: String) {
        self.label = label
        self.amount = amount
    }
}
