import Adapters
import UseCases

/// The products whose id starts with `prefix`, with their names, at most `limit` of them and how many in all.
typealias ProductIDCompletions = (_ prefix: String, _ limit: Int) -> Completions

/// What Tab completes at the shop's prompt: the commands and their aliases, then each command's own words
/// (what follows `catalogue` and `sort`, fault points and terms, modes, `--yes`) and product ids where an id goes.
/// The words come from where the parser reads them, so that Tab offers nothing the shop would refuse.
struct CommandCompleter: LineCompleter {
    /// How many product ids a Tab lists at most.
    static let productLimit = 20

    let productIDs: ProductIDCompletions

    init(productIDs: @escaping ProductIDCompletions) {
        self.productIDs = productIDs
    }

    func completions(after words: [String], typing prefix: String) -> Completions {
        guard let first = words.first else { return Completions(words: Self.commandWords, startingWith: prefix) }
        let arguments = words.dropFirst().map { $0.lowercased() }
        switch CommandHelp.named(first.lowercased())?.name {
        case "catalogue": return Completions(words: catalogueWords(after: arguments.last), startingWith: prefix)
        case "show", "add", "remove", "rate":
            guard arguments.isEmpty, prefix.allSatisfy(\.isASCII), prefix.allSatisfy(\.isNumber) else { return .none }
            return productIDs(prefix, Self.productLimit)
        case "fault": return Completions(words: faultWords(after: arguments), startingWith: prefix)
        case "help" where arguments.isEmpty: return Completions(words: CommandHelp.all.map(\.name), startingWith: prefix)
        case "mode" where arguments.isEmpty: return Completions(words: OutputMode.allCases.map(\.rawValue), startingWith: prefix)
        case "checkout" where arguments.isEmpty: return Completions(words: ["--yes"], startingWith: prefix)
        default: return .none
        }
    }

    private static let commandWords = CommandHelp.all.flatMap { [$0.name] + $0.aliases }

    private func catalogueWords(after previous: String?) -> [String] {
        switch previous.flatMap(CatalogueChange.Word.init) {
        case .sort: CatalogueChange.sortWords
        case .page, .pageSize: []
        case .all, .inStock, nil: CatalogueChange.Word.allCases.map(\.rawValue)
        }
    }

    private func faultWords(after arguments: [String]) -> [String] {
        switch arguments.count {
        case 0: FaultPoint.allCases.map(\.rawValue) + ["*", "clear"]
        case 1 where arguments[0] != "clear": ["off", "fail"] + FaultKind.allCases.map { "fail(\($0.rawValue))" }
        default: []
        }
    }
}
