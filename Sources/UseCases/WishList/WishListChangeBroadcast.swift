import Entities

/// Passes each wish-list change on to every subscriber still alive; holds them weakly.
@MainActor
public final class WishListChangeBroadcast: WishListChangeObserver {
    private struct WeakSubscriber {
        weak var subscriber: (any WishListChangeObserver)?
    }

    private var subscribers: [WeakSubscriber] = []

    public init() {}

    /// Adds `subscriber` to those told of changes, without keeping it alive.
    public func subscribe(_ subscriber: any WishListChangeObserver) {
        subscribers.removeAll { $0.subscriber == nil }
        subscribers.append(WeakSubscriber(subscriber: subscriber))
    }

    public func wishListDidChange(to wishList: Refresh<PricedWishList>) {
        subscribers.removeAll { $0.subscriber == nil }
        for entry in subscribers {
            entry.subscriber?.wishListDidChange(to: wishList)
        }
    }
}
