import Adapters
import UseCases

/// What a session takes from the world outside the shop, each passed in so that a test can put its own in: the clock
/// injected delays wait on, the clock that dates orders, where checkout keys come from, and what Ctrl-C cancels.
@MainActor
public struct SessionServices {
    public var faultClock: any FaultClock
    public var shopClock: any ShopClock
    public var checkoutKeys: any CheckoutKeySource
    public var canceller: CommandCanceller

    /// The live services unless told otherwise.
    public init(
        faultClock: any FaultClock = LiveFaultClock(), shopClock: any ShopClock = SystemShopClock(),
        checkoutKeys: any CheckoutKeySource = UUIDCheckoutKeys(), canceller: CommandCanceller = CommandCanceller()
    ) {
        self.faultClock = faultClock
        self.shopClock = shopClock
        self.checkoutKeys = checkoutKeys
        self.canceller = canceller
    }
}
