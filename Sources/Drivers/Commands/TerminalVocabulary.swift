import Adapters
import Entities

/// The words typed at Tasch's prompt for what the shop offers, as the command parser reads them; the presenters
/// quote them in their hints.
struct TerminalVocabulary: ShopVocabulary {
    let showProduct = "show ID"
    let allProducts = "catalogue"
    let leaveSearch = "catalogue all"
    let nextPage = "next"
    let previousPage = "prev"
    let anyPage = "catalogue page N"
    let find = "find TEXT"
    let addProduct = "add ID"
    let addShownProduct = "add"
    let removeProduct = "remove ID"
    let removeShownProduct = "remove"
    let rateShownProduct = "rate N"
    let back = "back"
    let wishList = "wish"
    let cart = "cart"
    let checkout = "checkout"
    let help = "help"
    let setQuantity = "quantity ID N"
    let orders = "orders"
    let showOrder = "order N"

    func remove(_ id: ProductID) -> String {
        "remove \(id)"
    }

    func quantity(_ id: ProductID, _ quantity: Int) -> String {
        "quantity \(id) \(quantity)"
    }
}
