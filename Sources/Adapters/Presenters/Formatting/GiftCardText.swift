import Entities

/// How a gift card is named and its part of an order shown to the customer: by the last four characters of its code,
/// the rest masked, so that what is shown (or sent to a log) cannot be used: `Gift card ····7KQ2  −$50.00`.
public enum GiftCardText {
    /// The card's words among the kinds of payment (`PaymentWording`).
    public static let wording = PaymentWording.Entry(kind: .giftCard, noun: "gift card", keeps: "The card keeps", label: name)

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
    @Sendable static func name(_ ending: String) -> String {
        "Gift card " + masked(ending)
    }

    /// That the card is spent, naming it as a sentence starts (`Gift card ····7KQ2 is spent`) or within one (`the gift
    /// card ····7KQ2 is spent`).
    static func spent(_ ending: String, startsSentence: Bool) -> String {
        (startsSentence ? name(ending) : "the gift card " + masked(ending)) + " is spent"
    }
}
