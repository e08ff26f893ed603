import Entities
import Foundation
import UseCases

/// The shop's data kept in a JSON state file beside a fixed catalogue. Every operation re-reads the file,
/// because another Tasch may have changed it; a change reads, changes and writes under the file's lock, in one
/// atomic write: when it fails, nothing changed.
public actor JSONShopStore: CatalogueLoader, ProductDetailLoader, WishListStore, CartLoader, OrderPlacer, RatingStore,
    CatalogueSearcher, RatingsLoader {
    private let catalogue: Catalogue
    /// Built on another core from the moment the store opens, off the prompt's path, so that the first search
    /// finds it ready (or waits only for the rest of it); a shop closed before it is done just never uses it.
    private let searchIndex: Task<CatalogueSearchIndex, Never>
    private let statePath: String
    private let fileSystem: any FileSystem

    /// A store selling `catalogue` and remembering the customer in the file at `statePath`.
    public init(catalogue: Catalogue, statePath: String, fileSystem: any FileSystem) {
        self.catalogue = catalogue
        self.statePath = statePath
        self.fileSystem = fileSystem
        let products = catalogue.products
        searchIndex = Task.detached(priority: .utility) { CatalogueSearchIndex(products: products) }
    }

    /// Reads the state file once, so that a damaged file is reported at start-up instead of at the first command.
    public static func checkState(atPath path: String, fileSystem: any FileSystem, currency: Currency) throws(ShopStateFileError) {
        _ = try readState(atPath: path, fileSystem: fileSystem, currency: currency)
    }

    public func loadCatalogue() async throws(ShopError) -> Catalogue {
        catalogue.removingSold(try loadState().sold)
    }

    public func searchCatalogue(for text: String) async throws(ShopError) -> Set<ProductID> {
        await searchIndex.value.productIDs(matching: text)
    }

    public func loadRatings() async throws(ShopError) -> [ProductID: Rating] {
        try loadState().ratings
    }

    public func loadProductDetail(_ id: ProductID) async throws(ShopError) -> ProductDetail {
        let state = try loadState()
        return ProductDetail(
            product: try product(id, in: state),
            rating: state.ratings[id],
            isInWishList: state.wishList.contains(id)
        )
    }

    public func loadWishList() async throws(ShopError) -> WishList {
        wishList(in: try loadState())
    }

    public func addToWishList(_ id: ProductID) async throws(ShopError) -> WishListEdit {
        try change { (state) throws(ShopError) in
            let product = try product(id, in: state)
            var wishList = wishList(in: state)
            try wishList.add(product)
            state.wishList.append(id)
            return WishListEdit(.added, product, wishList: wishList)
        }
    }

    public func removeFromWishList(_ id: ProductID) async throws(ShopError) -> WishListEdit {
        try change { (state) throws(ShopError) in
            var wishList = wishList(in: state)
            let product = try wishList.remove(id)
            state.wishList.removeAll { $0 == id }
            return WishListEdit(.removed, product, wishList: wishList)
        }
    }

    public func loadCart() async throws(ShopError) -> Cart {
        try Cart(wishList: wishList(in: try loadState()))
    }

    public func placeOrder(for cart: Cart) async throws(ShopError) -> PlacedOrder {
        try change { (state) throws(ShopError) in try placeOrder(for: cart, in: &state) }
    }

    private func placeOrder(for cart: Cart, in state: inout SavedShopState) throws(ShopError) -> PlacedOrder {
        // The cart may be stale: buy the same products at the stock the file shows now.
        var items: [Product] = []
        for item in cart.items {
            items.append(try product(item.id, in: state))
        }
        let order = try Order(
            number: state.nextOrderNumber,
            buying: Cart(wishList: WishList(currency: catalogue.currency, items: items))
        )
        let (nextOrderNumber, overflow) = state.nextOrderNumber.addingReportingOverflow(1)
        guard !overflow else { throw .notSaved("\(statePath): no order numbers are left") }
        for line in order.lines {
            state.sold[line.productID, default: 0] += 1
        }
        state.wishList.removeAll { id in order.lines.contains { $0.productID == id } }
        state.orders.append(order)
        state.nextOrderNumber = nextOrderNumber
        return PlacedOrder(order: order, wishList: wishList(in: state))
    }

    public func rate(_ id: ProductID, as rating: Rating) async throws(ShopError) -> Product {
        try change { (state) throws(ShopError) in
            let product = try product(id, in: state)
            state.ratings[id] = rating
            return product
        }
    }

    // MARK: - State

    private static func readState(
        atPath path: String, fileSystem: any FileSystem, currency: Currency
    ) throws(ShopStateFileError) -> SavedShopState {
        let data: Data?
        do {
            data = try fileSystem.contents(atPath: path)
        } catch {
            throw ShopStateFileError("\(error)")
        }
        guard let data else { return .empty }
        do {
            return try ShopStateMapper.map(data, currency: currency)
        } catch {
            throw ShopStateFileError("\(path): \(error)")
        }
    }

    private func loadState() throws(ShopError) -> SavedShopState {
        do {
            return try Self.readState(atPath: statePath, fileSystem: fileSystem, currency: catalogue.currency)
        } catch {
            throw .unreadableData(error.description)
        }
    }

    /// Applies `body` to the latest saved state and saves the result, all under the file's lock, so that a change
    /// made meanwhile by another Tasch is kept. Nothing is written when the file cannot be read or `body` fails:
    /// a damaged file is never overwritten.
    private func change<T>(_ body: (inout SavedShopState) throws(ShopError) -> T) throws(ShopError) -> T {
        do {
            return try fileSystem.withExclusiveLock(forPath: statePath) { () throws -> T in
                var state = try loadState()
                let result = try body(&state)
                try save(state)
                return result
            }
        } catch let error as ShopError {
            throw error
        } catch {
            throw .notSaved("\(error)")
        }
    }

    private func save(_ state: SavedShopState) throws(ShopError) {
        do {
            try fileSystem.writeAtomically(try ShopStateMapper.data(from: state), toPath: statePath)
        } catch {
            throw .notSaved("\(error)")
        }
    }

    // MARK: - Views derived from the state

    private func product(_ id: ProductID, in state: SavedShopState) throws(ShopError) -> Product {
        guard let product = catalogue.product(withID: id) else { throw .productNotFound(id) }
        return current(product, in: state)
    }

    /// The product with the units sold taken off its stock, never below zero.
    private func current(_ product: Product, in state: SavedShopState) -> Product {
        let sold = min(max(state.sold[product.id] ?? 0, 0), product.stock)
        // Cannot fail: `sold` lies within 0...stock.
        return (try? product.removingFromStock(sold)) ?? product
    }

    /// The wish list in its saved order; ids the catalogue no longer has are skipped.
    private func wishList(in state: SavedShopState) -> WishList {
        WishList(
            currency: catalogue.currency,
            items: state.wishList.compactMap { catalogue.product(withID: $0) }.map { current($0, in: state) }
        )
    }
}
