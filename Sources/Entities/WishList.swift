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

    /// Adds one of `product` at the end, remembering its price now; a product already there is refused, and so is one
    /// that would make the total more than can be counted (`requireCountableTotal`).
    public mutating func add(_ product: Product) throws(ShopRuleViolation) {
        guard !contains(product.id) else { throw .alreadyInWishList(product) }
        try requireCountableTotal(with: 1, of: product)
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
    /// quantity to set; 0 takes its entry off, and fewer than before is always allowed, so that a customer can always
    /// mend a line. More than before is refused when it is more than the stock left (naming how many are left, before
    /// anything is counted), or when the total would be more than can be counted (`requireCountableTotal`).
    public mutating func setQuantity(_ quantity: Int, of product: Product) throws(ShopRuleViolation) {
        guard quantity >= 0 else { throw .invalidQuantity(quantity) }
        guard let position = positions[product.id] else { throw .notInWishList(product) }
        guard quantity > 0 else {
            try remove(product)
            return
        }
        let entry = entries[position]
        if quantity > entry.quantity {
            guard quantity <= product.stock else { throw .notEnoughStock([StockShortfall(product, quantity: quantity)]) }
            try requireCountableTotal(with: quantity, of: product)
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

    /// The total's rule: what the wish list costs with `quantity` of `product` must be an amount the shop can count.
    /// It is counted at the prices the wish list knows: `product`'s now, and each other entry's when it was added (none
    /// for an entry an older Tasch kept without one); a price changed since in the catalogue is the catalogue's doing,
    /// and the customer can always reduce the line it makes too dear.
    private func requireCountableTotal(with quantity: Int, of product: Product) throws(ShopRuleViolation) {
        var total = try product.price.multiplied(by: quantity)
        for entry in entries where entry.productID != product.id {
            guard let price = entry.priceWhenAdded, price.currency == total.currency else { continue }
            total = try total.adding(try price.multiplied(by: entry.quantity))
        }
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
