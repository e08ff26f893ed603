import Adapters
import Entities

/// A vocabulary whose words a test can set one by one; by default the words of Tasch's own prompt.
public struct VocabularyStub: ShopVocabulary {
    public var showProduct = "show ID"
    public var allProducts = "catalogue"
    public var leaveSearch = "catalogue all"
    public var nextPage = "next"
    public var previousPage = "prev"
    public var anyPage = "catalogue page N"
    public var find = "find TEXT"
    public var addProduct = "add ID"
    public var addShownProduct = "add"
    public var removeProduct = "remove ID"
    public var removeShownProduct = "remove"
    public var rateShownProduct = "rate N"
    public var back = "back"
    public var wishList = "wish"
    public var cart = "cart"
    public var checkout = "checkout"
    public var help = "help"
    public var setQuantity = "quantity ID N"
    public var orders = "orders"
    public var showOrder = "order N"
    /// The words for removing one product, before its id.
    public var removeWord = "remove"
    /// The words for setting one product's quantity, before its id.
    public var quantityWord = "quantity"

    public init() {}

    public func remove(_ id: ProductID) -> String {
        "\(removeWord) \(id)"
    }

    public func quantity(_ id: ProductID, _ quantity: Int) -> String {
        "\(quantityWord) \(id) \(quantity)"
    }
}
