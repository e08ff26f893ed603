import Entities
import UseCases

/// Words what is left on a gift card, naming the card by the end of its code only:
/// `Gift card ····7KQ2: $35.50 left of $50.00.`, or that it is spent.
public struct GiftCardPresenter: Sendable {
    private let money: MoneyFormatter

    public init(money: MoneyFormatter) {
        self.money = money
    }

    /// The message for `balance`.
    public func map(_ balance: GiftCardBalance) -> MessageViewModel {
        let ending = balance.card.ending, issued = money.string(for: balance.card.amount)
        guard !balance.isSpent else { return MessageViewModel(text: "\(GiftCardText.spent(ending, startsSentence: true)): nothing is left of \(issued).") }
        return MessageViewModel(text: "\(GiftCardText.name(ending)): \(money.string(for: balance.balance)) left of \(issued).")
    }

    /// What is left on the card, as `card CODE` gives it in JSON, with the text view's message.
    public func document(_ balance: GiftCardBalance) -> GiftCardDocument {
        GiftCardDocument(
            ending: balance.card.ending, amount: MoneyDocument(balance.card.amount, formatter: money),
            balance: MoneyDocument(balance.balance, formatter: money), spent: balance.isSpent, message: map(balance).text
        )
    }
}

/// What is left on a gift card, as `card CODE` gives it in JSON.
public struct GiftCardDocument: Encodable, Equatable, Sendable {
    public let ending: String
    /// What the card was issued for.
    public let amount: MoneyDocument
    public let balance: MoneyDocument
    public let spent: Bool
    public let message: String
}
