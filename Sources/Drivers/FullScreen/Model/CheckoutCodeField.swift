import Entities

/// A field of the checkout's dialog that a code is typed into, as the feature whose codes it takes registers it: the
/// key that opens it and its words. How long a code may be is the shop's rule for codes (`ShopCode`), one for every
/// field, the line shell and the catalogue file.
struct CheckoutCodeField: Equatable, Sendable {
    /// The kind of code it takes.
    let kind: PaymentKind
    /// The key that opens it, in either case: `g`.
    let key: Character
    /// What the code is for, as the dialog's keys name it: `gift card` (`g gift card`, `applying the gift card…`).
    let name: String
    /// What stands before the code as it is typed: `Gift card code`.
    let prompt: String

    /// Whether `text`, typed as one key, opens this field.
    func isOpened(by text: String) -> Bool {
        text.count == 1 && text.lowercased() == String(key).lowercased()
    }
}
