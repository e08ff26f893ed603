import Adapters
import UseCases

/// What a session takes from the world outside the shop, each passed in so that a test can put its own in: the clock
/// injected delays wait on, the clock that dates orders, and what Ctrl-C cancels.
public struct SessionServices {
    public var faultClock: any FaultClock
    public var shopClock: any ShopClock
    public var canceller: CommandCanceller

    /// The live services unless told otherwise.
    public init(faultClock: any FaultClock = LiveFaultClock(), shopClock: any ShopClock = SystemShopClock(), canceller: CommandCanceller = CommandCanceller()) {
        self.faultClock = faultClock
        self.shopClock = shopClock
        self.canceller = canceller
    }
}
