import Adapters
/// What the shop says about one command in `help`, and in usage errors.
struct CommandHelp: Encodable, Sendable {
    let name: String
    let aliases: [String]
    let usage: String
    let summary: String
    let example: String
    let group: String
    /// Which of its arguments are secrets, never written down as typed (`LineSecrets`).
    var secrets: Secrets = .none

    private enum CodingKeys: String, CodingKey {
        case name, aliases, usage, summary, example, group
    }

    /// Every command, in the order `help` lists them.
    static let all: [CommandHelp] = [
        CommandHelp(name: "home", aliases: [], usage: "home", summary: "the start screen: a few products and your wish list", example: "home", group: "Browse"),
        CommandHelp(name: "catalogue", aliases: ["list"], usage: "catalogue [all] [sort [-]price|name|rating|stock] [in-stock] [page N] [--page-size N]", summary: "the products, a page at a time, with their id, price and stock (all: every product, keeping the order)", example: "catalogue sort -price in-stock", group: "Browse"),
        CommandHelp(name: "find", aliases: ["search"], usage: "find TEXT", summary: "the products whose name or short description holds every word, ignoring case and accents", example: "find oak", group: "Browse"),
        CommandHelp(name: "next", aliases: [], usage: "next", summary: "the next page of the catalogue, of what you found, or of your orders", example: "next", group: "Browse"),
        CommandHelp(name: "prev", aliases: ["previous"], usage: "prev", summary: "the previous page", example: "prev", group: "Browse"),
        CommandHelp(name: "show", aliases: [], usage: "show [ID]", summary: "one product in detail (no ID: the product on screen, afresh)", example: "show 3", group: "Browse"),
        CommandHelp(name: "back", aliases: [], usage: "back", summary: "return to the previous screen", example: "back", group: "Browse"),
        CommandHelp(name: "add", aliases: [], usage: "add [ID]", summary: "put a product on your wish list (no ID: the product on screen)", example: "add 3", group: "Wish list"),
        CommandHelp(name: "remove", aliases: [], usage: "remove [ID]", summary: "take a product off your wish list (no ID: the product on screen)", example: "remove 3", group: "Wish list"),
        CommandHelp(name: "quantity", aliases: ["qty"], usage: "quantity [ID] N", summary: "wish for N of a product, 0 to take it off (no ID: the product on screen)", example: "quantity 6 2", group: "Wish list"),
        CommandHelp(name: "wish", aliases: ["wishlist"], usage: "wish", summary: "your wish list with its total", example: "wish", group: "Wish list"),
        CommandHelp(name: "rate", aliases: [], usage: "rate [ID] N", summary: "give a product \(StarsFormatter.allowedRange) stars (no ID: the product on screen)", example: "rate 3 5", group: "Wish list"),
        CommandHelp(name: "cart", aliases: [], usage: "cart", summary: "what checking out buys: sub-total, shipping, total", example: "cart", group: "Cart"),
        CommandHelp(name: "checkout", aliases: [], usage: "checkout [--yes] [--card CODE]", summary: "place the order (--yes: without asking; --card: a gift card pays what it can)", example: "checkout --card WINTER-7KQ2", group: "Cart", secrets: .flag("--card", plain: ["--yes", "-y"])),
        CommandHelp(name: "card", aliases: [], usage: "card CODE", summary: "what is left on a gift card", example: "card WINTER-7KQ2", group: "Cart", secrets: .everyArgument),
        CommandHelp(name: "orders", aliases: ["history"], usage: "orders [page N] [--page-size N]", summary: "the orders you placed, newest first, a page at a time: when, how many items, total", example: "orders page 2", group: "Orders"),
        CommandHelp(name: "order", aliases: [], usage: "order N", summary: "the receipt of order N again", example: "order 1001", group: "Orders"),
        CommandHelp(name: "help", aliases: [], usage: "help [COMMAND]", summary: "every command, or one in detail", example: "help show", group: "Shop"),
        CommandHelp(name: "mode", aliases: [], usage: "mode text|json", summary: "write results as text, or as one JSON object a line", example: "mode json", group: "Shop"),
        CommandHelp(name: "quit", aliases: ["exit"], usage: "quit [STATUS]", summary: "leave the shop (end of input leaves too)", example: "quit", group: "Shop"),
        CommandHelp(name: "retry", aliases: [], usage: "retry", summary: "repeat the last command that failed", example: "retry", group: "Faults"),
        CommandHelp(name: "faults", aliases: [], usage: "faults", summary: "the injected faults, and the calls each point saw, failed and delayed", example: "faults", group: "Faults"),
        CommandHelp(name: "fault", aliases: [], usage: "fault POINT TERMS|PRESET|clear", summary: "make one kind of call fail or wait, or all as a preset does (see FAULTS in man tasch)", example: "fault catalogue 1*fail", group: "Faults"),
    ]

    /// The command called `word`, by name or alias.
    static func named(_ word: String) -> CommandHelp? {
        all.first { $0.name == word || $0.aliases.contains(word) }
    }
}
