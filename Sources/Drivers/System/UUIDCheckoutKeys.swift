import Foundation
import UseCases

/// Checkout keys as random UUIDs: no two attempts anywhere share one, even two shops on one state file.
public struct UUIDCheckoutKeys: CheckoutKeySource {
    public init() {}

    public func newKey() -> String {
        UUID().uuidString
    }
}
