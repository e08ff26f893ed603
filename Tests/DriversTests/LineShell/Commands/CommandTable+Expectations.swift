@testable import Drivers
import Entities
import UseCases

/// The shop's commands as tests expect them: each as its entry with what its arguments said, named as the prompt's words
/// name them (`.show(id(3))`, `.checkout(confirmed: true)`), and the readers of the table the shop runs with.
extension Command {
    static let home = Command(BrowseCommands.home)
    static let catalogue = Command(BrowseCommands.catalogue)
    static let nextPage = Command(BrowseCommands.next)
    static let previousPage = Command(BrowseCommands.previous)
    static let back = Command(BrowseCommands.back)
    static let wishList = Command(WishListCommands.wish)
    static let cart = Command(CartCommands.cart)
    static let retry = Command(SessionCommands.retry)
    static let faults = Command(SessionCommands.faults)

    static func browse(_ changes: [CatalogueChange]) -> Command { Command(BrowseCommands.catalogue, CommandInput(changes: changes)) }
    /// A search for `text`, its words as typed without the space between them.
    static func find(_ text: String) -> Command {
        Command(BrowseCommands.find, CommandInput(words: text.split(separator: " ").map(String.init)))
    }
    static func show(_ id: ProductID?) -> Command { Command(BrowseCommands.show, CommandInput(productID: id)) }
    static func add(_ id: ProductID?) -> Command { Command(WishListCommands.add, CommandInput(productID: id)) }
    static func remove(_ id: ProductID?) -> Command { Command(WishListCommands.remove, CommandInput(productID: id)) }
    static func quantity(_ id: ProductID?, _ quantity: Int) -> Command {
        Command(WishListCommands.quantity, CommandInput(productID: id, quantity: quantity))
    }
    static func rate(_ id: ProductID?, stars: Int) -> Command { Command(WishListCommands.rate, CommandInput(productID: id, stars: stars)) }
    static func orders(page: Int?, pageSize: PageSize?) -> Command {
        Command(OrderCommands.orders, CommandInput(changes: (page.map { [.page($0)] } ?? []) + (pageSize.map { [.pageSize($0)] } ?? [])))
    }
    static func order(_ number: Int) -> Command { Command(OrderCommands.order, CommandInput(orderNumber: number)) }
    static func checkout(confirmed: Bool, giftCard: String? = nil) -> Command {
        let codes = giftCard.map { [TypedCode(kind: GiftCardFeature.codeKind, text: $0)] } ?? []
        return Command(CartCommands.checkout, CommandInput(confirmed: confirmed, codes: codes))
    }
    static func giftCard(_ code: String) -> Command {
        Command(GiftCardFeature.card, CommandInput(codes: [TypedCode(kind: GiftCardFeature.codeKind, text: code)]))
    }
    static func help(_ topic: String?) -> Command { Command(SessionCommands.help, CommandInput(topic: topic)) }
    static func mode(_ mode: OutputMode) -> Command { Command(SessionCommands.mode, CommandInput(mode: mode)) }
    static func quit(status: Int32?) -> Command { Command(SessionCommands.quit, CommandInput(exitStatus: status)) }
    static func fault(_ words: [String]) -> Command { Command(SessionCommands.fault, CommandInput(words: words)) }
}

extension CommandParser {
    /// The command in `line`, read with the table the shop runs with.
    static func parse(_ line: String) throws(CommandError) -> Command? {
        try CommandParser(table: .shop).parse(line)
    }
}

extension LineSecrets {
    /// The secrets of the table the shop runs with.
    static let shop = LineSecrets(table: .shop)

    static func holdsSecret(_ line: String) -> Bool { shop.holdsSecret(line) }
    static func masked(_ line: String) -> String? { shop.masked(line) }
    static func quoted(_ statement: String) -> String { shop.quoted(statement) }
    static func replacingSecrets(in line: String, by replacement: (Substring) -> String) -> String? {
        shop.replacingSecrets(in: line) { word, _ in replacement(word) }
    }
}

extension RetriedLine {
    /// `line`, kept with the secrets of the table the shop runs with.
    init(_ line: String) {
        self.init(line, secrets: .shop)
    }
}

extension CommandCompleter {
    /// Completes the commands of the table the shop runs with.
    init(productIDs: @escaping ProductIDCompletions, productNames: @escaping ProductIDCompletions = { _, _ in .none }) {
        self.init(table: .shop, productIDs: productIDs, productNames: productNames)
    }
}
