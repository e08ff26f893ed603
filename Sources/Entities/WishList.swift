/// The products the customer wants, in the order they were added: each product once, with how many of it and its
/// price when it was added. This is the one model of the wish list: every change the customer makes to it goes through
/// these rules, and what it costs now is `priced(_:currency:)`.
public struct WishList: Equatable, Sendable {
    /// The entries, in the order they were added.
    public private(set) var entries: [WishListEntry]
    /// How many things the wish list holds: each entry's quantity, added up; always a number the shop can count.
    public private(set) var itemCount: Int
    // Where each product's entry is, so that looking one up does not read the whole list.
    private var positions: [ProductID: Int]

    /// An empty wish list.
    public init() {
        entries = []
        itemCount = 0
        positions = [:]
    }

    /// A wish list of `entries` in their order; a repeated product is kept once, where it first appears. Refused,
    /// naming the entry, when the quantities add up to more than can be counted.
    public init(_ entries: [WishListEntry]) throws(WishList.Refusal) {
        self.init()
        for (index, entry) in entries.enumerated() where positions[entry.productID] == nil {
            do {
                try append(entry)
            } catch {
                throw Refusal(entryIndex: index, violation: error)
            }
        }
    }

    /// The wished-for product ids, in the order they were added.
    public var productIDs: [ProductID] { entries.map(\.productID) }

    /// Whether the wish list holds nothing.
    public var isEmpty: Bool { entries.isEmpty }

    /// Whether the product with `id` is on the wish list.
    public func contains(_ id: ProductID) -> Bool {
        positions[id] != nil
    }

    /// The entry of the product with `id`, if it is on the wish list.
    public func entry(for id: ProductID) -> WishListEntry? {
        positions[id].map { entries[$0] }
    }

    /// Adds one of `product` at the end, remembering its price now; a product already there is refused.
    public mutating func add(_ product: Product) throws(ShopRuleViolation) {
        guard !contains(product.id) else { throw .alreadyInWishList(product) }
        try append(try WishListEntry(product.id, priceWhenAdded: product.price))
    }

    /// Takes `product`'s entry off, whatever its quantity, and returns it; refused when it is not there.
    @discardableResult
    public mutating func remove(_ product: Product) throws(ShopRuleViolation) -> WishListEntry {
        guard contains(product.id) else { throw .notInWishList(product) }
        return try remove(product.id)
    }

    /// Takes the entry of the product with `id` off, whatever its quantity, and returns it: the way to take off a
    /// product the catalogue no longer lists; refused when it is not there.
    @discardableResult
    public mutating func remove(_ id: ProductID) throws(ShopRuleViolation) -> WishListEntry {
        guard let position = positions[id] else { throw .notWished(id) }
        let removed = entries[position]
        removeEntries { $0.productID == id }
        return removed
    }

    /// Sets how many of `product` (at the stock now left) the customer wants: only a product on the wish list has a
    /// quantity to set; 0 takes its entry off; more than the stock left is refused, naming how many are left.
    public mutating func setQuantity(_ quantity: Int, of product: Product) throws(ShopRuleViolation) {
        guard quantity >= 0 else { throw .invalidQuantity(quantity) }
        guard let position = positions[product.id] else { throw .notInWishList(product) }
        guard quantity > 0 else {
            try remove(product)
            return
        }
        let entry = entries[position]
        guard quantity <= product.stock else {
            throw .notEnoughStock([try WishListLine(product, quantity: quantity, priceWhenAdded: entry.priceWhenAdded)])
        }
        let (count, overflow) = (itemCount - entry.quantity).addingReportingOverflow(quantity)
        guard !overflow else { throw .tooManyItems }
        entries[position] = try entry.holding(quantity)
        itemCount = count
    }

    /// Takes the products with `ids` off, as a checkout does with what it bought; ids not there are passed over.
    public mutating func removeAll(_ ids: Set<ProductID>) {
        removeEntries { ids.contains($0.productID) }
    }

    /// What the wish list costs now: each entry with its product as `catalogued` (at the stock now left), in the wish
    /// list's order; an entry whose product the catalogue no longer has is kept apart, as no longer sold. With
    /// `askedAbout`, the ids the catalogue was asked for, an entry whose product was not asked for is left out: it came
    /// after the catalogue was asked, and says nothing of what it sells.
    public func priced(_ catalogued: [Product], currency: Currency, askedAbout: Set<ProductID>? = nil) throws(ShopRuleViolation) -> PricedWishList {
        var products: [ProductID: Product] = [:]
        for product in catalogued {
            products[product.id] = product
        }
        var lines: [WishListLine] = [], unsold: [WishListEntry] = []
        for entry in entries where askedAbout?.contains(entry.productID) ?? true {
            guard let product = products[entry.productID] else {
                unsold.append(entry)
                continue
            }
            lines.append(try WishListLine(product, quantity: entry.quantity, priceWhenAdded: entry.priceWhenAdded))
        }
        return try PricedWishList(currency: currency, lines: lines, unsold: unsold)
    }

    private mutating func append(_ entry: WishListEntry) throws(ShopRuleViolation) {
        let (count, overflow) = itemCount.addingReportingOverflow(entry.quantity)
        guard !overflow else { throw .tooManyItems }
        positions[entry.productID] = entries.count
        entries.append(entry)
        itemCount = count
    }

    // What is left holds fewer items than before, so it is counted without a doubt.
    private mutating func removeEntries(where isRemoved: (WishListEntry) -> Bool) {
        for entry in entries where isRemoved(entry) {
            itemCount -= entry.quantity
        }
        entries.removeAll(where: isRemoved)
        positions = [:]
        for (position, entry) in entries.enumerated() {
            positions[entry.productID] = position
        }
    }
}

extension WishList {
    /// Why a wish list could not be made from saved entries: which entry, and the rule it broke.
    public struct Refusal: Error, Equatable, Sendable {
        /// The position of the entry refused, from 0.
        public let entryIndex: Int
        public let violation: ShopRuleViolation

        /// The entry at `entryIndex` broke `violation`.
        public init(entryIndex: Int, violation: ShopRuleViolation) {
            self.entryIndex = entryIndex
            self.violation = violation
        }
    }
}
