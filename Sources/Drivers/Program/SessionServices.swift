import Adapters
import UseCases

/// What a session takes from the world outside the shop, each passed in so that a test can put its own in: the clock
/// injected delays and the loading line wait on, the clock that dates orders, where checkout keys come from, and what
/// Ctrl-C cancels. Nothing is live unless asked for (`live`), so a session run in a test never reads the machine's
/// clock by leaving one out: a loading line there appears only when the test moves its clock on.
@MainActor
public struct SessionServices {
    public var faultClock: any FaultClock
    public var shopClock: any ShopClock
    public var checkoutKeys: any CheckoutKeySource
    public var canceller: CommandCanceller

    /// The services given, each chosen by the caller.
    public init(faultClock: any FaultClock, shopClock: any ShopClock, checkoutKeys: any CheckoutKeySource, canceller: CommandCanceller = CommandCanceller()) {
        self.faultClock = faultClock
        self.shopClock = shopClock
        self.checkoutKeys = checkoutKeys
        self.canceller = canceller
    }

    /// The machine's own: its clocks, random checkout keys, and `canceller` for Ctrl-C.
    public static func live(canceller: CommandCanceller = CommandCanceller()) -> SessionServices {
        SessionServices(faultClock: LiveFaultClock(), shopClock: SystemShopClock(), checkoutKeys: UUIDCheckoutKeys(), canceller: canceller)
    }
}
