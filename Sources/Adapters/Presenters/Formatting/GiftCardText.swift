import Entities

/// How a gift card is named and its part of an order shown to the customer: by the last four characters of its code,
/// the rest masked, so that what is shown (or sent to a log) cannot be used: `Gift card ····7KQ2  −$50.00`.
public struct GiftCardText {
    let money: MoneyFormatter

    /// `····7KQ2`.
    static func masked(_ ending: String) -> String {
        "····" + ending
    }

    /// A code as typed, masked as a card is named: the last four characters of its key (`GiftCard.key(of:)`), or of
    /// the word upper-cased without its dashes when it is no code.
    public static func masked(typed code: String) -> String {
        masked(String((GiftCard.key(of: code) ?? code.uppercased().filter { $0 != "-" }).suffix(4)))
    }

    /// The card's name, as a line of amounts names it: `Gift card ····7KQ2`.
    static func name(_ ending: String) -> String {
        "Gift card " + masked(ending)
    }

    /// What the card took off: `−$50.00`.
    func deduction(_ amount: Money) -> String {
        "−" + money.string(for: amount)
    }

    /// The lines of amounts after an order's total when a card paid part of it: the card's part, and what was left to pay.
    func lines(paying part: Money, ending: String, toPay: Money) -> [LabelledAmount] {
        [LabelledAmount(Self.name(ending), deduction(part)), LabelledAmount("To pay", money.string(for: toPay))]
    }
}
