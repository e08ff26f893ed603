import Entities
import UseCases

/// What a command's arguments said, as its action reads it: each kind of argument sets its own field, as each launch
/// option sets a field of `LaunchOptions`. A field a command's syntax requires is set whenever the command parsed.
struct CommandInput: Equatable, Sendable {
    /// The product an id named; nil: the product on screen.
    var productID: ProductID?
    var stars: Int?
    var quantity: Int?
    var orderNumber: Int?
    var exitStatus: Int32?
    /// The command a `help` is about, lowercased.
    var topic: String?
    var mode: OutputMode?
    /// Words taken as they are: the text to look for, the terms of a fault.
    var words: [String] = []
    /// The changes to what the catalogue shows, in the order typed.
    var changes: [CatalogueChange] = []
    /// Whether a question is answered already (`--yes`).
    var confirmed = false
    /// The codes given, in the order typed (`--card CODE`).
    var codes: [TypedCode] = []
}

/// A code typed at the prompt for the shop to apply, with the kind of code its argument says it is (a gift card's).
struct TypedCode: Equatable, Sendable {
    /// The kind of code: the feature that reads it names it.
    let kind: String
    let text: String

    /// The code as the checkout takes it: of the kind of payment named `kind`.
    var checkoutCode: CheckoutCode {
        CheckoutCode(kind: PaymentKind(kind), text: text)
    }
}
