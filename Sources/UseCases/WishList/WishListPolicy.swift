import Entities

/// The rules of changing how many of a product the customer wishes for, applied to the latest saved state in one
/// transaction: only a product on the wish list has a quantity to set; 0 takes its line off; more than the stock left
/// is refused, naming how many are left (checkout asks again, since stock may go meanwhile). When an earlier attempt at
/// the same setting lost its answer and the line is already as asked (or gone, for 0), that attempt made it.
enum WishListPolicy {
    /// What setting a quantity did.
    struct Setting {
        let kind: WishListEdit.Kind
        let byEarlierAttempt: Bool
    }

    /// Sets `product`'s line in `state` to `quantity`, and says what became of it.
    static func setQuantity(
        _ quantity: Int, of product: Product, in state: inout ShopState, earlierAttemptMayHaveSetIt earlier: Bool
    ) throws(ShopError) -> Setting {
        guard quantity >= 0 else { throw .refused(.invalidQuantity(quantity)) }
        let current = state.current(product)
        guard let index = state.wishList.firstIndex(where: { $0.productID == product.id }) else {
            guard earlier, quantity == 0 else { throw .refused(.notInWishList(current)) }
            return Setting(kind: .removed, byEarlierAttempt: true)
        }
        guard quantity > 0 else {
            state.removeFromWishList(product.id)
            return Setting(kind: .removed, byEarlierAttempt: false)
        }
        let alreadySo = state.wishList[index].quantity == quantity
        guard quantity <= current.stock else {
            throw .refused(.notEnoughStock([try line(current, quantity: quantity, priceWhenAdded: state.wishList[index].priceWhenAdded)]))
        }
        state.wishList[index].quantity = quantity
        return Setting(kind: .quantitySet(quantity), byEarlierAttempt: earlier && alreadySo)
    }

    private static func line(_ product: Product, quantity: Int, priceWhenAdded: Money?) throws(ShopError) -> WishListLine {
        do {
            return try WishListLine(product, quantity: quantity, priceWhenAdded: priceWhenAdded)
        } catch {
            throw .refused(error)
        }
    }
}
