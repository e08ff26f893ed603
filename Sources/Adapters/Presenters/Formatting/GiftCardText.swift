/// How a gift card is named to the customer: by the last four characters of its code, the rest masked, so that what is
/// shown (or sent to a log) cannot be used: `····7KQ2`.
enum GiftCardText {
    static func masked(_ ending: String) -> String {
        "····" + ending
    }
}
