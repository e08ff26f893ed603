import Entities

/// How a line of several of one product reads in the wish list, the cart and on receipts.
enum LineText {
    /// The name, with how many before it when there are several: `2 × Wool Throw`.
    static func name(_ name: String, quantity: Int) -> String {
        let cleaned = TerminalSafeText.clean(name)
        return self.quantity(quantity).map { "\($0) \(cleaned)" } ?? cleaned
    }

    /// How many, when there are several: `2 ×`; nil for one.
    static func quantity(_ quantity: Int) -> String? {
        quantity > 1 ? "\(quantity) ×" : nil
    }

    /// The earlier price of a line whose price changed since it was wished for: `was $189.00` (`each` for several).
    static func earlierPrice(of line: WishListLine, money: MoneyFormatter) -> String? {
        line.earlierPrice.map { "was \(money.string(for: $0))" + (line.quantity > 1 ? " each" : "") }
    }

    /// What stands in a line's name for a product the catalogue no longer lists, whose name is not known any more.
    static let noLongerSold = "no longer sold"
    /// What stands in its price column.
    static let noPrice = "—"

    /// How many products a sentence names before it only counts the rest, so that it stays one short line.
    static let namedInASentence = 3

    /// The products with `ids`, no longer sold, in a clause: `#7 is no longer sold`, `#7 and #9 are no longer sold`,
    /// `#7, #9, #12 and 99,997 more are no longer sold`. It reads only the ids it names: any number costs the same.
    static func noLongerSold(_ ids: some Collection<ProductID>) -> String {
        "\(EnglishList.joined(ids.lazy.map { "#\($0)" }, namingAtMost: namedInASentence)) \(ids.count == 1 ? "is" : "are") \(noLongerSold)"
    }

    /// Whether a sentence about `count` products names each of them, rather than counting some.
    static func namesEach(_ count: Int) -> Bool {
        EnglishList.namedCount(of: count, atMost: namedInASentence) == count
    }

}
