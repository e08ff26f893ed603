import UseCases

/// One change to what the catalogue shows, as typed after `catalogue`: `all`, `sort -price`, `in-stock`, `page 3`,
/// `--page-size 50`.
public enum CatalogueChange: Equatable, Sendable {
    /// Every product: the search and the in-stock filter set aside, the order kept.
    case everyProduct
    case sort(CatalogueSort)
    case inStockOnly
    case page(Int)
    case pageSize(PageSize)

    /// Applies the change to `query`.
    public func apply(to query: inout CatalogueQuery) {
        switch self {
        case .everyProduct:
            query.searchText = nil
            query.inStockOnly = false
        case let .sort(sort): query.sort = sort
        case .inStockOnly: query.inStockOnly = true
        case let .page(page): query.page = page
        case let .pageSize(size): query.pageSize = size
        }
    }

    /// The sort keys as typed after `sort`: ascending, then descending with a `-`.
    static var sortWords: [String] {
        let keys = CatalogueSort.Key.allCases.map(\.rawValue)
        return keys + keys.map { "-" + $0 }
    }

    /// The words typed after `catalogue` (and, for its pages, after `orders`), each adding its change to the input.
    enum Options {
        static let every = [all, sort, inStock, page, pageSize]
        /// The page and its size: what the orders take of them.
        static let paging = [page, pageSize]

        static let all = CommandOption.flag(["all"], aside: "every product, keeping the order", repeatable: true) {
            $0.changes.append(.everyProduct)
        }
        static let sort = CommandOption.named(["sort"], .sortKey, repeatable: true)
        static let inStock = CommandOption.flag(["in-stock"], repeatable: true) { $0.changes.append(.inStockOnly) }
        static let page = CommandOption.named(["page"], .page, repeatable: true)
        static let pageSize = CommandOption.named(["--page-size"], .pageSize, repeatable: true)
    }
}

extension ArgumentKind {
    static let sortKey = ArgumentKind(
        "[-]" + sortKeys.joined(separator: "|"), noun: "one of " + sortKeys.joined(separator: ", "), completion: .words { CatalogueChange.sortWords }
    ) { (word, input) throws(ArgumentRefusal) in
        let reversed = word.hasPrefix("-")
        guard let key = CatalogueSort.Key(rawValue: String(word.lowercased().dropFirst(reversed ? 1 : 0))) else {
            throw .usage("cannot sort by \(Printable.word(word)): use \(sortKeys.joined(separator: ", ")), with - to reverse the order")
        }
        input.changes.append(.sort(CatalogueSort.meant(by: key, reversed: reversed)))
    }

    static let page = ArgumentKind("N", noun: wholeNumber(from: Paging.firstPage...Int.max)) { (word, input) throws(ArgumentRefusal) in
        guard let page = TypedNumber.parse(word), page >= Paging.firstPage else { throw .notTaken }
        input.changes.append(.page(page))
    }

    static let pageSize = ArgumentKind("N", noun: wholeNumber(from: PageSize.allowed)) { (word, input) throws(ArgumentRefusal) in
        guard let size = TypedNumber.parse(word).flatMap(PageSize.init) else { throw .notTaken }
        input.changes.append(.pageSize(size))
    }

    private static var sortKeys: [String] { CatalogueSort.Key.allCases.map(\.rawValue) }

    private static func wholeNumber(from allowed: ClosedRange<Int>) -> String {
        allowed.upperBound == Int.max ? "a whole number from \(allowed.lowerBound)" : "a whole number from \(allowed.lowerBound) to \(allowed.upperBound)"
    }
}
