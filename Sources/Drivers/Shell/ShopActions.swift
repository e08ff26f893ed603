import Entities

/// The things a customer does that change the shop, each answered on the terminal.
@MainActor
public protocol ShopActions: AnyObject {
    func add(_ id: ProductID) async
    func remove(_ id: ProductID) async
    func rate(_ id: ProductID, stars: Int) async
    func checkout() async
}
