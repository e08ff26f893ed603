import Entities
import UseCases

/// Wires each use case's interactor to what shows its states, for both drivers: the line shell's screens and actions
/// and the full screen's requests each ask for a use case with its presentation here, and only say how its answer is
/// shown. A fresh interactor each time, from the `Interactors` table, which says the fault points its calls stand for.
@MainActor
struct Wiring {
    let interactors: Interactors

    func shopfront(shownBy presentation: Presentation<Shopfront>) -> Wired {
        let interactor = interactors.shopfront()
        interactor.observer = presentation.presenter
        return Wired(interactor, presentation) { await interactor.load() }
    }

    func browse(_ query: CatalogueQuery, shownBy presentation: Presentation<CataloguePage>) -> Wired {
        let interactor = interactors.browse()
        interactor.observer = presentation.presenter
        return Wired(interactor, presentation) { await interactor.load(query) }
    }

    func product(_ id: ProductID, shownBy presentation: Presentation<ProductDetail>) -> Wired {
        let interactor = interactors.productDetail()
        interactor.observer = presentation.presenter
        return Wired(interactor, presentation) { await interactor.load(id) }
    }

    /// The wish list; when `changes` is given, the presentation shows it again whenever it changes.
    func wishList(shownBy presentation: Presentation<PricedWishList>, following changes: WishListChangeBroadcast? = nil) -> Wired {
        let interactor = interactors.wishList()
        interactor.observer = presentation.presenter
        changes?.subscribe(interactor)
        return Wired(interactor, presentation) { await interactor.load() }
    }

    /// The cart; when `changes` is given, the presentation shows it again whenever the wish list changes.
    func cart(shownBy presentation: Presentation<Cart>, following changes: WishListChangeBroadcast? = nil) -> Wired {
        let interactor = interactors.cart()
        interactor.observer = presentation.presenter
        changes?.subscribe(interactor)
        return Wired(interactor, presentation) { await interactor.load() }
    }

    func orders(page: Int, pageSize: PageSize, shownBy presentation: Presentation<OrderHistoryPage>) -> Wired {
        let interactor = interactors.orderHistory()
        interactor.observer = presentation.presenter
        return Wired(interactor, presentation) { await interactor.load(page: page, pageSize: pageSize) }
    }

    func order(_ number: Int, shownBy presentation: Presentation<Order>) -> Wired {
        let interactor = interactors.order()
        interactor.observer = presentation.presenter
        return Wired(interactor, presentation) { await interactor.load(number) }
    }

    func add(_ id: ProductID, shownBy presentation: Presentation<WishListEdit>) -> Wired {
        let interactor = interactors.addToWishList()
        interactor.observer = presentation.presenter
        return Wired(interactor, presentation) { await interactor.add(id) }
    }

    func remove(_ id: ProductID, shownBy presentation: Presentation<WishListEdit>) -> Wired {
        let interactor = interactors.removeFromWishList()
        interactor.observer = presentation.presenter
        return Wired(interactor, presentation) { await interactor.remove(id) }
    }

    func setQuantity(of id: ProductID, to quantity: Int, shownBy presentation: Presentation<WishListEdit>) -> Wired {
        let interactor = interactors.setQuantity()
        interactor.observer = presentation.presenter
        return Wired(interactor, presentation) { await interactor.setQuantity(of: id, to: quantity) }
    }

    func rate(_ id: ProductID, stars: Int, shownBy presentation: Presentation<RatedProduct>) -> Wired {
        let interactor = interactors.rate()
        interactor.observer = presentation.presenter
        return Wired(interactor, presentation) { await interactor.rate(id, stars: stars) }
    }

    /// A checkout, asking `confirmation` first unless it is nil (already confirmed), what `codes` name paying.
    func checkout(
        codes: [CheckoutCode] = [], confirmingWith confirmation: (any CheckoutConfirmation)?, shownBy presentation: Presentation<CheckoutResult>
    ) -> Wired {
        let interactor = interactors.checkout()
        interactor.observer = presentation.presenter
        return Wired(interactor, presentation) { await interactor.checkout(codes: codes, confirmingWith: confirmation) }
    }
}
