import Adapters
import UseCases

/// The products whose id (or name) starts with `prefix`, each id with its name, at most `limit` of them and how many in all.
typealias ProductIDCompletions = (_ prefix: String, _ limit: Int) -> Completions

/// What Tab completes at the shop's prompt, as the command table says: the commands and their aliases, then what each
/// command's next word may be: its options not given yet, the value an option takes (`sort` then its keys), or what
/// its argument in place completes to (a command's name, a mode, a fault's point and terms, products where an id
/// goes: by the first digits of their id, or by the first letters of their name, which complete to the id: `show wo`
/// to Wool Throw's 6). A secret is never offered. The words are the ones the parser reads, so that Tab offers nothing
/// the shop would refuse.
struct CommandCompleter: LineCompleter {
    /// How many products a Tab lists at most.
    static let productLimit = 20

    let table: CommandTable
    /// The fault points the shop registers, which `fault` completes.
    let faultPoints: [FaultPoint]
    let productIDs: ProductIDCompletions
    let productNames: ProductIDCompletions

    /// Tab for `table`, whose `fault` completes `faultPoints`: every point the shop registers, unless a test says.
    init(
        table: CommandTable, faultPoints: [FaultPoint] = ShopFeatures.faultPoints, productIDs: @escaping ProductIDCompletions,
        productNames: @escaping ProductIDCompletions = { _, _ in .none }
    ) {
        self.table = table
        self.faultPoints = faultPoints
        self.productIDs = productIDs
        self.productNames = productNames
    }

    func completions(after words: [String], typing prefix: String) -> Completions {
        guard let first = words.first else { return Completions(words: table.words, startingWith: prefix) }
        guard let entry = table.named(first.lowercased()) else { return .none }
        if let only = entry.arguments.first, entry.arguments.count == 1, entry.options.isEmpty, case .products = only.kind.completion {
            // A name of several words goes only where the id is all the command takes.
            return products(named: words.dropFirst() + [prefix])
        }
        let typed = words.dropFirst().map { $0.lowercased() }
        if let last = typed.last, let value = entry.option(named: last)?.value {
            return Completions(words: offered(value.completion, typedBefore: []), startingWith: prefix)
        }
        let inPlace = wordsInPlace(typed, of: entry)
        guard let argument = entry.arguments.indices.contains(inPlace.count) ? entry.arguments[inPlace.count] : lastTakingEveryWord(of: entry) else {
            return Completions(words: optionsLeft(of: entry, typed: typed), startingWith: prefix)
        }
        if case .products = argument.kind.completion { return products(named: [prefix]) }
        let words = optionsLeft(of: entry, typed: typed) + offered(argument.kind.completion, typedBefore: inPlace)
        return Completions(words: words, startingWith: prefix)
    }

    /// The words typed that are neither an option nor an option's value.
    private func wordsInPlace(_ typed: [String], of entry: CommandEntry) -> [String] {
        var (inPlace, isValue) = ([String](), false)
        for word in typed {
            let option = entry.option(named: word)
            if option == nil, !isValue { inPlace.append(word) }
            isValue = option?.value != nil
        }
        return inPlace
    }

    private func lastTakingEveryWord(of entry: CommandEntry) -> CommandArgument? {
        guard let last = entry.arguments.last, case .rest = last.count else { return nil }
        return last
    }

    /// The first name of each option not given yet, or given and repeatable.
    private func optionsLeft(of entry: CommandEntry, typed: [String]) -> [String] {
        entry.options.filter { option in option.isRepeatable || !option.names.contains(where: typed.contains) }.map(\.name)
    }

    private func offered(_ completion: ArgumentCompletion, typedBefore: [String]) -> [String] {
        switch completion {
        case .nothing, .products: []
        case let .words(words): words()
        case .commandNames: table.names
        case .faultTerms: faultWords(after: typedBefore)
        }
    }

    private func faultWords(after arguments: [String]) -> [String] {
        switch arguments.count {
        case 0: faultPoints.map(\.name) + ["*", "clear"] + FaultPreset.allCases.map(\.rawValue)
        case 1 where arguments[0] != "clear" && FaultPreset(rawValue: arguments[0]) == nil: FaultTerm.suggestions
        default: []
        }
    }

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
}
