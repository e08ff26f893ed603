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

    /// The words that start a change, as typed after `catalogue`.
    enum Word: String, CaseIterable {
        case all
        case sort
        case inStock = "in-stock"
        case page
        case pageSize = "--page-size"
    }

    /// The sort keys as typed after `sort`: ascending, then descending with a `-`.
    static var sortWords: [String] {
        let keys = CatalogueSort.Key.allCases.map(\.rawValue)
        return keys + keys.map { "-" + $0 }
    }

    /// The changes `arguments` ask for, in order, or a usage error naming the first word that is not one.
    static func parse(_ arguments: [String], _ help: CommandHelp) throws(CommandError) -> [CatalogueChange] {
        var changes: [CatalogueChange] = []
        var words = arguments[...]
        while let word = words.popFirst() {
            switch Word(rawValue: word.lowercased()) {
            case .all: changes.append(.everyProduct)
            case .inStock: changes.append(.inStockOnly)
            case .sort: changes.append(.sort(try sort(words.popFirst(), help)))
            case .page: changes.append(.page(try number(words.popFirst(), for: "page", allowed: Paging.firstPage...Int.max, help)))
            case .pageSize:
                let allowed = PageSize.allowed
                let size = try number(words.popFirst(), for: "--page-size", allowed: allowed, help)
                // `number` kept it within the sizes a page may have.
                changes.append(.pageSize(PageSize(size) ?? .standard))
            case nil: throw CommandParser.usage(help, "does not know \(Printable.word(word))")
            }
        }
        return changes
    }

    private static func sort(_ word: String?, _ help: CommandHelp) throws(CommandError) -> CatalogueSort {
        let keys = CatalogueSort.Key.allCases.map(\.rawValue).joined(separator: ", ")
        guard let word else { throw CommandParser.usage(help, "sort needs one of \(keys)") }
        let reversed = word.hasPrefix("-")
        guard let key = CatalogueSort.Key(rawValue: String(word.lowercased().dropFirst(reversed ? 1 : 0))) else {
            throw CommandParser.usage(help, "cannot sort by \(Printable.word(word)): use \(keys), with - to reverse the order")
        }
        return CatalogueSort.meant(by: key, reversed: reversed)
    }

    private static func number(_ word: String?, for name: String, allowed: ClosedRange<Int>, _ help: CommandHelp) throws(CommandError) -> Int {
        guard let word, let number = TypedNumber.parse(word), allowed.contains(number) else {
            let range = allowed.upperBound == Int.max ? "a whole number from \(allowed.lowerBound)" : "a whole number from \(allowed.lowerBound) to \(allowed.upperBound)"
            throw CommandParser.usage(help, "\(name) needs \(range)")
        }
        return number
    }
}
