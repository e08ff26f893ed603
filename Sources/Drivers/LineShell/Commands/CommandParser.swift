import Adapters
import Entities
import UseCases

/// Reads a typed line as a command; anything else is a one-line `CommandError`.
public enum CommandParser {
    /// The command in `line`, or nil when the line is empty or a `#` comment.
    public static func parse(_ line: String) throws(CommandError) -> Command? {
        guard !isBlankOrComment(line) else { return nil }
        // No command name is long: a first word longer than any is unknown, told and quoted from its beginning alone.
        let start = line.drop { $0.isWhitespace }
        let head = start.prefix(longestName + 1)
        guard head.count <= longestName || head.contains(where: \.isWhitespace) else {
            throw unknownCommand(String(start.prefix(Printable.maximumLength + 1)))
        }
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first else { return nil }
        let word = first.lowercased()
        let arguments = Array(words.dropFirst())
        guard let help = CommandHelp.named(word) else { throw unknownCommand(first) }

        switch help.name {
        case "home": try noArguments(arguments, help); return .home
        case "catalogue": return arguments.isEmpty ? .catalogue : .browse(try CatalogueChange.parse(arguments, help))
        case "find": return try find(arguments, help)
        case "next": try noArguments(arguments, help); return .nextPage
        case "prev": try noArguments(arguments, help); return .previousPage
        case "wish": try noArguments(arguments, help); return .wishList
        case "cart": try noArguments(arguments, help); return .cart
        case "back": try noArguments(arguments, help); return .back
        case "show": return .show(try optionalProductID(arguments, help))
        case "add": return .add(try optionalProductID(arguments, help))
        case "remove": return .remove(try optionalProductID(arguments, help))
        case "rate": return try rate(arguments, help)
        case "quantity": return try quantity(arguments, help)
        case "checkout": return try checkout(arguments, help)
        case "card": return try giftCard(arguments, help)
        case "orders": return try orders(arguments, help)
        case "order": return try order(arguments, help)
        case "help": return try helpTopic(arguments, help)
        case "mode": return try mode(arguments, help)
        case "retry": try noArguments(arguments, help); return .retry
        case "faults": try noArguments(arguments, help); return .faults
        case "fault": return .fault(arguments)
        default: return try quit(arguments, help)
        }
    }

    private static func noArguments(_ arguments: [String], _ help: CommandHelp) throws(CommandError) {
        guard arguments.isEmpty else { throw usage(help, "takes no arguments") }
    }

    private static func find(_ arguments: [String], _ help: CommandHelp) throws(CommandError) -> Command {
        guard !arguments.isEmpty else { throw usage(help, "needs the text to look for") }
        return .find(arguments.joined(separator: " "))
    }

    // The orders page as the catalogue does: `page N` and `--page-size N`, and nothing else of the catalogue's words.
    private static func orders(_ arguments: [String], _ help: CommandHelp) throws(CommandError) -> Command {
        var (page, pageSize): (Int?, PageSize?) = (nil, nil)
        for change in try CatalogueChange.parse(arguments, help) {
            switch change {
            case let .page(number): page = number
            case let .pageSize(size): pageSize = size
            default: throw usage(help, "takes only \"page N\" and \"--page-size N\"")
            }
        }
        return .orders(page: page, pageSize: pageSize)
    }

    /// A usage error for `help`'s command: what is wrong, then how to write it.
    static func usage(_ help: CommandHelp, _ problem: String) -> CommandError {
        CommandError("\(help.name) \(problem): usage: \(help.usage)")
    }

    private static func optionalProductID(_ arguments: [String], _ help: CommandHelp) throws(CommandError) -> ProductID? {
        guard arguments.count <= 1 else { throw usage(help, "takes at most one product id") }
        return try arguments.first.map { text throws(CommandError) in try productID(text) }
    }

    private static func rate(_ arguments: [String], _ help: CommandHelp) throws(CommandError) -> Command {
        switch arguments.count {
        case 1: return .rate(nil, stars: try stars(arguments[0]))
        case 2: return .rate(try productID(arguments[0]), stars: try stars(arguments[1]))
        default: throw usage(help, "needs \(StarsFormatter.allowedRange) stars, and may name the product first")
        }
    }

    private static func quantity(_ arguments: [String], _ help: CommandHelp) throws(CommandError) -> Command {
        guard (1...2).contains(arguments.count), let count = arguments.last else { throw usage(help, "needs how many, and may name the product first") }
        guard let quantity = TypedNumber.parse(count) else {
            throw CommandError("\(Printable.word(count)) is not a quantity: give a whole number from 0 (0 takes the product off)")
        }
        return .quantity(try arguments.count == 2 ? productID(arguments[0]) : nil, quantity)
    }

    // Receipts print the number as `#1001`, so `#1001` is read as 1001.
    private static func order(_ arguments: [String], _ help: CommandHelp) throws(CommandError) -> Command {
        guard arguments.count == 1 else { throw usage(help, arguments.isEmpty ? "needs an order number" : "takes one order number") }
        let typed = arguments[0]
        guard let number = TypedNumber.parse(typed.hasPrefix("#") ? String(typed.dropFirst()) : typed) else {
            throw CommandError("\(Printable.word(typed)) is not an order number: type \"orders\" to see yours")
        }
        return .order(number)
    }

    /// `--yes` and `--card CODE` (or `--card=CODE`), in any order and any case, each at most once.
    private static func checkout(_ arguments: [String], _ help: CommandHelp) throws(CommandError) -> Command {
        var (confirmed, card): (Bool, String?) = (false, nil)
        var words = arguments[...]
        while let word = words.popFirst() {
            let flag = word.lowercased()
            switch flag {
            case "--yes" where !confirmed, "-y" where !confirmed: confirmed = true
            case "--card" where card == nil:
                guard let code = words.popFirst(), !code.hasPrefix("-") else { throw usage(help, "--card needs the gift card's code") }
                card = code
            case _ where flag.hasPrefix("--card=") && card == nil:
                guard word.count > "--card=".count else { throw usage(help, "--card needs the gift card's code") }
                card = String(word.dropFirst("--card=".count))
            default: throw usage(help, "takes --yes and --card CODE, each once")
            }
        }
        return .checkout(confirmed: confirmed, giftCard: card)
    }

    private static func giftCard(_ arguments: [String], _ help: CommandHelp) throws(CommandError) -> Command {
        guard arguments.count == 1, let code = arguments.first else { throw usage(help, "needs the gift card's code") }
        return .giftCard(code)
    }

    private static func helpTopic(_ arguments: [String], _ help: CommandHelp) throws(CommandError) -> Command {
        guard arguments.count <= 1 else { throw usage(help, "takes at most one command name") }
        return .help(arguments.first?.lowercased())
    }

    private static func mode(_ arguments: [String], _ help: CommandHelp) throws(CommandError) -> Command {
        guard arguments.count == 1, let mode = OutputMode(rawValue: arguments[0].lowercased()) else {
            throw usage(help, "takes text or json")
        }
        return .mode(mode)
    }

    private static func quit(_ arguments: [String], _ help: CommandHelp) throws(CommandError) -> Command {
        guard arguments.count <= 1 else { throw usage(help, "takes at most one exit status") }
        guard let text = arguments.first else { return .quit(status: 0) }
        guard let status = Int32(text), (0...255).contains(status) else {
            throw CommandError("\(Printable.word(text)) is not an exit status: use a whole number from 0 to 255")
        }
        return .quit(status: status)
    }

    // Titles print ids as `(#3)`, so `#3` is read as 3; a number too long to count is no product's id, not a typo.
    private static func productID(_ typed: String) throws(CommandError) -> ProductID {
        let text = typed.hasPrefix("#") ? String(typed.dropFirst()) : typed
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw CommandError("\(Printable.word(typed)) is not a product id: ids are whole numbers, like 3")
        }
        guard let number = Int(text) else {
            let shown = text.count > Printable.maximumLength ? text.prefix(Printable.maximumLength) + "…" : Substring(text)
            throw CommandError("no product with id \(shown)", kind: "product-not-found")
        }
        guard let id = ProductID(number) else { throw CommandError("no product with id \(number): ids start at 1") }
        return id
    }

    private static func stars(_ text: String) throws(CommandError) -> Int {
        guard text.allSatisfy(\.isASCII), let stars = Int(text) else {
            throw CommandError("\(Printable.word(text)) is not a number of stars: give \(StarsFormatter.allowedRange)")
        }
        return stars
    }

    /// Whether `line` is the `retry` command, told from its first word alone.
    public static func isRetry(_ line: String) -> Bool {
        let first = line.drop { $0.isWhitespace }.prefix(longestName + 1).prefix { !$0.isWhitespace }
        return first.lowercased() == "retry" && (try? parse(line)) == .retry
    }

    /// Whether `line` holds nothing to run: only white space, or a `#` comment.
    public static func isBlankOrComment(_ line: some StringProtocol) -> Bool {
        line.first { !$0.isWhitespace }.map { $0 == "#" } ?? true
    }

    private static let names = CommandHelp.all.flatMap { [$0.name] + $0.aliases }
    private static let longestName = names.map(\.utf8.count).max() ?? 0

    private static func unknownCommand(_ word: String) -> CommandError {
        let suggestion = Suggestion.question(for: word.lowercased(), among: names)
        return CommandError("unknown command \(Printable.word(word)): \(suggestion)type \"help\" to see the commands")
    }
}
