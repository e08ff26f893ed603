import Adapters
import UseCases

/// The products whose id (or name) starts with `prefix`, each id with its name, at most `limit` of them and how many in all.
typealias ProductIDCompletions = (_ prefix: String, _ limit: Int) -> Completions

/// What Tab completes at the shop's prompt: the commands and their aliases, then each command's own words
/// (what follows `catalogue` and `sort`, fault points, terms and presets, modes, `--yes`) and products where an id goes:
/// by the first digits of their id, or by the first letters of their name, which complete to the id (`show wo` to
/// Wool Throw's 6). The words come from where the parser reads them, so that Tab offers nothing the shop would refuse.
struct CommandCompleter: LineCompleter {
    /// How many products a Tab lists at most.
    static let productLimit = 20

    /// The fault points the shop registers, which `fault` completes.
    let faultPoints: [FaultPoint]
    let productIDs: ProductIDCompletions
    let productNames: ProductIDCompletions

    init(
        faultPoints: [FaultPoint], productIDs: @escaping ProductIDCompletions, productNames: @escaping ProductIDCompletions = { _, _ in .none }
    ) {
        self.faultPoints = faultPoints
        self.productIDs = productIDs
        self.productNames = productNames
    }

    func completions(after words: [String], typing prefix: String) -> Completions {
        guard let first = words.first else { return Completions(words: Self.commandWords, startingWith: prefix) }
        let arguments = words.dropFirst().map { $0.lowercased() }
        switch CommandHelp.named(first.lowercased())?.name {
        case "catalogue": return Completions(words: catalogueWords(after: arguments.last), startingWith: prefix)
        // A name of several words goes only where the id is all the command takes.
        case "show", "add", "remove": return products(named: words.dropFirst() + [prefix])
        case "rate" where arguments.isEmpty, "quantity" where arguments.isEmpty: return products(named: [prefix])
        case "fault": return Completions(words: faultWords(after: arguments), startingWith: prefix)
        case "help" where arguments.isEmpty: return Completions(words: CommandHelp.all.map(\.name), startingWith: prefix)
        case "mode" where arguments.isEmpty: return Completions(words: OutputMode.allCases.map(\.rawValue), startingWith: prefix)
        case "checkout" where arguments.last != "--card":
            return Completions(words: ["--yes", "--card"].filter { !arguments.contains($0) }, startingWith: prefix)
        default: return .none
        }
    }

    private static let commandWords = CommandHelp.all.flatMap { [$0.name] + $0.aliases }

    /// Products by id when `typed` is one word of digits (or nothing), else by name, each to complete to its id; nothing
    /// after an id, or after a name's last word.
    private func products(named typed: [String]) -> Completions {
        let text = typed.joined(separator: " ")
        let isID = { (word: String) in word.allSatisfy { $0.isASCII && $0.isNumber } }
        if typed.count == 1, isID(text) { return productIDs(text, Self.productLimit) }
        guard typed.last?.isEmpty == false, !isID(typed[0]) else { return .none }
        var found = productNames(text, Self.productLimit)
        found.replacesArguments = true
        return found
    }

    private func catalogueWords(after previous: String?) -> [String] {
        switch previous.flatMap(CatalogueChange.Word.init) {
        case .sort: CatalogueChange.sortWords
        case .page, .pageSize: []
        case .all, .inStock, nil: CatalogueChange.Word.allCases.map(\.rawValue)
        }
    }

    private func faultWords(after arguments: [String]) -> [String] {
        switch arguments.count {
        case 0: faultPoints.map(\.name) + ["*", "clear"] + FaultPreset.allCases.map(\.rawValue)
        case 1 where arguments[0] != "clear" && FaultPreset(rawValue: arguments[0]) == nil: ["off", "fail"] + FaultKind.allCases.map { "fail(\($0.rawValue))" }
        default: []
        }
    }
}
