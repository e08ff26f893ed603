import Entities
import UseCases

/// Builds the JSON documents of `--json` mode: the same facts as the text screens, as values scripts can read.
public struct DocumentPresenter: Sendable {
    private let money: MoneyFormatter

    public init(money: MoneyFormatter) {
        self.money = money
    }

    /// One page of the catalogue: the matches' count, the page's products, and the query that chose them.
    public func catalogue(_ page: CataloguePage) -> CatalogueDocument {
        let query = page.query
        return CatalogueDocument(
            count: page.matchCount,
            products: page.products.map { document(for: $0, detailed: false, rating: page.ratings[$0.id]) },
            page: page.number,
            pageCount: page.pageCount,
            pageSize: query.pageSize.value,
            search: query.searchText.map(TerminalSafeText.clean),
            sort: query.sort.map { ($0.descending ? "-" : "") + $0.key.rawValue },
            inStockOnly: query.inStockOnly ? true : nil
        )
    }

    /// The start screen's document, with the same strip as the text screen.
    public func shopfront(_ shopfront: Shopfront) -> ShopfrontDocument {
        ShopfrontDocument(
            productCount: shopfront.productCount,
            products: shopfront.products.map { summary($0) },
            wishList: wishListSummary(shopfront.wishList)
        )
    }

    /// One product's page.
    public func productDetail(_ detail: ProductDetail) -> ProductDetailDocument {
        ProductDetailDocument(
            product: full(detail.product),
            shipping: ShippingText(money: money).amount(detail.shipping),
            rating: detail.rating?.stars,
            inWishList: detail.isInWishList
        )
    }

    /// The wish list.
    public func wishList(_ wishList: PricedWishList) -> WishListDocument {
        WishListDocument(
            count: wishList.itemCount, items: wishList.items.map { summary($0) }, lines: wishList.lines.map(line), total: document(wishList.total),
            noLongerSold: ids(wishList.unsold)
        )
    }

    /// The cart.
    public func cart(_ cart: Cart) -> CartDocument {
        CartDocument(
            count: cart.itemCount,
            items: cart.items.map { summary($0) },
            lines: cart.lines.map(line),
            subtotal: document(cart.subtotal),
            shipping: document(cart.shipping),
            total: document(cart.total),
            outOfStock: cart.outOfStockItems.map(\.id.rawValue),
            notEnoughStock: cart.shortLines.map(\.product.id.rawValue),
            leftOut: ids(cart.leftOut)
        )
    }

    /// The ids of `entries`, or nil when there are none, so that the key is left out.
    private func ids(_ entries: [WishListEntry]) -> [Int]? {
        entries.isEmpty ? nil : entries.map(\.productID.rawValue)
    }

    /// A change to the wish list, with the text view's message.
    public func wishListEdit(_ edit: WishListEdit) -> WishListEditDocument {
        WishListEditDocument(
            action: action(edit.kind),
            productID: edit.productID.rawValue,
            product: edit.product.map(summary),
            wishList: edit.wishList.value.map(wishListSummary),
            message: WishListEditPresenter(money: money).map(edit).text,
            earlierAttempt: edit.byEarlierAttempt ? true : nil,
            notYetSafe: Self.notYetSafe(edit.durability)
        )
    }

    private func action(_ kind: WishListEdit.Kind) -> String {
        switch kind {
        case .added: "added"
        case .removed: "removed"
        case .quantitySet: "quantity"
        }
    }

    /// A rating just given, with the text view's message.
    public func rating(_ rated: RatedProduct) -> RatingDocument {
        RatingDocument(
            product: summary(rated.product), stars: rated.rating.stars, message: RatingPresenter().map(rated).text,
            notYetSafe: Self.notYetSafe(rated.durability)
        )
    }

    /// How a checkout ended: the order placed, or the text view's message when nothing was ordered.
    public func checkout(_ result: CheckoutResult) -> CheckoutDocument {
        switch result {
        case let .placed(placed, leftOut, durability): .order(order(placed, notYetSafe: Self.notYetSafe(durability), leftOut: leftOut))
        case let .placedEarlier(placed): .order(order(placed, earlierAttempt: true))
        case .declined: .message(CheckoutPresenter.declined)
        }
    }

    /// A placed order; `earlierAttempt` when a checkout found it placed by an attempt whose answer was lost;
    /// `notYetSafe` why the checkout that placed it could not make it safe on disk; `leftOut`, what the checkout left
    /// out as no longer sold.
    public func order(_ order: Order, earlierAttempt: Bool = false, notYetSafe: String? = nil, leftOut: [WishListEntry] = []) -> OrderDocument {
        OrderDocument(
            number: order.number,
            lines: order.lines.map {
                OrderDocument.Line(
                    id: $0.productID.rawValue, name: TerminalSafeText.clean($0.name), price: document($0.price), quantity: $0.quantity,
                    amount: document($0.amount)
                )
            },
            itemCount: order.itemCount,
            total: document(order.total),
            placedAt: order.placedAt.map(ISO8601Time.text),
            earlierAttempt: earlierAttempt ? true : nil,
            payments: payments(order.payments),
            toPay: order.payments.isEmpty ? nil : document(order.toPay),
            notYetSafe: notYetSafe,
            leftOut: ids(leftOut)
        )
    }

    /// Why a change is not yet safe on disk, cleaned for the terminal; nil when it is safe.
    private static func notYetSafe(_ durability: Durability) -> String? {
        guard case let .notYetSafe(reason) = durability else { return nil }
        return TerminalSafeText.clean(reason)
    }

    /// A page of the orders placed, in the order given (the use case puts the newest first).
    public func orderHistory(_ page: OrderHistoryPage) -> OrderHistoryDocument {
        let orders = page.orders.map { order in
            OrderHistoryDocument.Summary(
                number: order.number, placedAt: order.placedAt.map(ISO8601Time.text), itemCount: order.itemCount, total: document(order.total),
                payments: payments(order.payments)
            )
        }
        return OrderHistoryDocument(count: page.orderCount, orders: orders, page: page.page, pageCount: page.pageCount)
    }

    /// What paid parts of an order, each by its kind's name (`giftCard`); nil when nothing did, so that the key is left out.
    private func payments(_ payments: [Payment]) -> [PaymentDocument]? {
        payments.isEmpty ? nil : payments.map { PaymentDocument(kind: $0.kind.name, reference: $0.reference, amount: document($0.amount)) }
    }

    private func wishListSummary(_ wishList: PricedWishList) -> WishListSummaryDocument {
        WishListSummaryDocument(count: wishList.itemCount, total: document(wishList.total))
    }

    private func line(_ line: WishListLine) -> LineDocument {
        LineDocument(id: line.product.id.rawValue, quantity: line.quantity, amount: document(line.amount), priceWhenAdded: line.priceWhenAdded.map(document))
    }

    private func document(_ amount: Money) -> MoneyDocument {
        MoneyDocument(amount, formatter: money)
    }

    private func summary(_ product: Product) -> ProductDocument {
        document(for: product, detailed: false)
    }

    private func full(_ product: Product) -> ProductDocument {
        document(for: product, detailed: true)
    }

    private func document(for product: Product, detailed: Bool, rating: Rating? = nil) -> ProductDocument {
        ProductDocument(
            id: product.id.rawValue,
            name: TerminalSafeText.clean(product.name),
            shortDescription: TerminalSafeText.clean(product.shortDescription),
            price: document(product.price),
            stock: product.stock,
            inStock: product.isInStock,
            colours: product.colours.map(\.hex),
            rating: rating?.stars,
            description: detailed ? TerminalSafeText.clean(product.description) : nil,
            sizes: detailed ? product.dimensions.map(size) : nil,
            image: detailed ? TerminalSafeText.clean(product.image) : nil
        )
    }

    private func size(_ dimension: Dimension) -> ProductDocument.Size {
        let name = switch dimension.axis {
        case .height: "height"
        case .width: "width"
        case .depth: "depth"
        }
        return ProductDocument.Size(dimension: name, centimeters: dimension.centimeters, inches: dimension.inches)
    }
}
