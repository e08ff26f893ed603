import Adapters
import UseCases

/// One way of paying with a code, as the feature that offers it registers it with the generic parts of the shop: the
/// checkout's method, its words among the payments, and its field in the full screen's checkout dialog.
struct PaymentRegistration {
    /// The method the checkout applies its codes with, over the feature's store behind the fault layer.
    let method: any CheckoutPaymentMethod
    let wording: PaymentWording.Entry
    let dialogField: CheckoutCodeField
}

/// The ways of paying with a code the shop offers, in the order they pay (a discount before what pays the rest), each
/// read by the generic part it is for. A feature module adds its own at start-up (`adding(_:)`, in a decoration).
struct PaymentFeatures {
    private let registered: [PaymentRegistration]

    init(_ registered: [PaymentRegistration]) {
        self.registered = registered
    }

    /// These ways of paying, then `registration`'s.
    func adding(_ registration: PaymentRegistration) -> PaymentFeatures {
        PaymentFeatures(registered + [registration])
    }

    /// The checkout's methods.
    var methods: [any CheckoutPaymentMethod] {
        registered.map(\.method)
    }

    /// The presenters' words for each kind.
    var wording: PaymentWording {
        PaymentWording(registered.map(\.wording))
    }

    /// The checkout dialog's fields.
    var dialogFields: [CheckoutCodeField] {
        registered.map(\.dialogField)
    }
}
