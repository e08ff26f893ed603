import Drivers

extension SessionServices {
    /// A session's services for a test: a fault clock that moves only when the test moves it (so injected delays wait,
    /// and the loading line appears, only then, however slow the machine), orders dated by a stopped clock, checkout
    /// keys in sequence.
    @MainActor
    public static func stopped(faultClock: ManualFaultClock = ManualFaultClock(), canceller: CommandCanceller = CommandCanceller()) -> SessionServices {
        SessionServices(faultClock: faultClock, shopClock: FixedShopClock(), checkoutKeys: SequentialCheckoutKeys(), canceller: canceller)
    }
}
