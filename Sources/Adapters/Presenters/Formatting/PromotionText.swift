import Entities

/// How a promotion's part of an order is shown to the customer: by its code, in full, since a promotion is no secret
/// (anyone may use it, as often as they like): `Promotion AUTUMN10  −$6.45`.
public enum PromotionText {
    /// The promotion's words among the kinds of payment (`PaymentWording`); it keeps no balance to show.
    public static let wording = PaymentWording.Entry(kind: .promotion, noun: "promotion", keeps: "The promotion keeps", label: { "Promotion " + $0 })
}
