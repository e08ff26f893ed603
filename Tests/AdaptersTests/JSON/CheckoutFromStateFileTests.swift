import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

final class CheckoutFromStateFileTests: XCTestCase {
    func test_loadCart_deliversCartOfSavedWishList() async throws {
        let (sut, _) = try makeSUT(state: SavedShopState(wishList: [id(2), id(1)]))

        let cart = try await sut.loadCart()

        XCTAssertEqual(cart, try Cart(wishList: makeWishList([makeProduct(id: 2), makeProduct(id: 1)])))
    }

    func test_placeOrder_savesOrderStockAndWishListInOneWrite() async throws {
        let (sut, fileSystem) = try makeSUT(
            products: [makeProduct(id: 1, priceCents: 6450, stock: 2), makeProduct(id: 2, stock: 1), makeProduct(id: 3)],
            state: SavedShopState(wishList: [id(3), id(1)], sold: [id(1): 1], nextOrderNumber: 1004)
        )
        let cart = try await sut.loadCart()

        let placed = try await sut.placeOrder(for: cart)

        let expectedOrder = Order(
            number: 1004,
            lines: [
                Order.Line(productID: id(3), name: "Product 3", price: dollars(cents: 1000)),
                Order.Line(productID: id(1), name: "Product 1", price: dollars(cents: 6450)),
            ],
            total: dollars(cents: 7450)
        )
        XCTAssertEqual(placed, PlacedOrder(order: expectedOrder, wishList: makeWishList([])))
        XCTAssertEqual(fileSystem.writtenPaths, [statePath])
        XCTAssertEqual(
            try savedState(in: fileSystem),
            SavedShopState(wishList: [], sold: [id(1): 2, id(3): 1], orders: [expectedOrder], nextOrderNumber: 1005)
        )
    }

    func test_placeOrder_failsWithOutOfStockOnItemSoldOutSinceCartWasLoaded() async throws {
        let (sut, fileSystem) = try makeSUT(products: [makeProduct(id: 1, stock: 1)], state: SavedShopState(wishList: [id(1)]))
        let cart = try await sut.loadCart()
        fileSystem.seed(try ShopStateMapper.data(from: SavedShopState(wishList: [id(1)], sold: [id(1): 1])), atPath: statePath)

        await assertThrows(.outOfStock([makeProduct(id: 1, stock: 0)])) { () async throws(ShopError) in
            try await sut.placeOrder(for: cart)
        }
    }

    func test_placeOrder_failsWithCartIsEmptyOnEmptyCart() async throws {
        let (sut, fileSystem) = try makeSUT()

        await assertThrows(.cartIsEmpty) { () async throws(ShopError) in
            try await sut.placeOrder(for: try Cart(wishList: makeWishList([])))
        }
        XCTAssertTrue(fileSystem.writtenPaths.isEmpty)
    }

    func test_placeOrder_failsWithNotSavedAndChangesNothingOnWriteError() async throws {
        let state = SavedShopState(wishList: [id(1)])
        let (sut, fileSystem) = try makeSUT(state: state)
        let cart = try await sut.loadCart()
        fileSystem.failWrites(with: InjectedFailure(description: "disk full"))

        await assertThrows(.notSaved("disk full")) { () async throws(ShopError) in try await sut.placeOrder(for: cart) }
        let catalogue = try await sut.loadCatalogue()
        XCTAssertEqual(catalogue.products.map(\.stock), [5, 5])
        XCTAssertEqual(try savedState(in: fileSystem), state)
    }
}
