import Adapters

/// How a command's arguments are read, from what the table says it takes: its options wherever they are, in any case,
/// each once unless repeatable; then the words left, in place. Each refusal is one line that says what is wrong, then
/// the usage; a command that takes a secret never quotes what was typed.
extension CommandEntry {
    /// What `arguments`, the words after the command's name, say; or why they say nothing the command takes.
    func read(_ arguments: [String]) throws(CommandError) -> CommandInput {
        var input = CommandInput()
        var (inPlace, given) = ([String](), Set<String>())
        var words = arguments[...]
        while let word = words.popFirst() {
            if let option = option(named: word.lowercased()) {
                try note(option, givenAlready: &given)
                guard let kind = option.value else {
                    option.set(&input)
                    continue
                }
                // The next word is the value, unless it is an option: then the value was left out.
                guard let value = words.popFirst(), self.option(named: value.lowercased()) == nil else { throw usageError(needs(option, kind)) }
                try read(value, as: kind, of: option, into: &input)
            } else if let (option, value) = optionWithValue(in: word[...]), let kind = option.value {
                try note(option, givenAlready: &given)
                guard !value.isEmpty else { throw usageError(needs(option, kind)) }
                try read(String(value), as: kind, of: option, into: &input)
            } else {
                inPlace.append(word)
            }
        }
        try readInPlace(inPlace, into: &input)
        return input
    }

    private func note(_ option: CommandOption, givenAlready given: inout Set<String>) throws(CommandError) {
        guard given.insert(option.name).inserted || option.isRepeatable else { throw usageError(optionsTaken) }
    }

    /// Reads the words left once the options are out into the arguments in place: the optional ones at the start take
    /// what the others leave.
    private func readInPlace(_ words: [String], into input: inout CommandInput) throws(CommandError) {
        let required = arguments.filter { !$0.isOptional }.count
        let takesEveryWord = arguments.contains { if case .rest = $0.count { true } else { false } }
        guard words.count >= required else { throw usageError(tooFew) }
        guard words.count <= arguments.count || takesEveryWord else { throw tooMany(words[arguments.count]) }
        var (optionalLeft, remaining) = (words.count - required, words[...])
        for argument in arguments {
            switch argument.count {
            case .optional where optionalLeft == 0: continue
            case .optional, .one:
                optionalLeft -= argument.isOptional ? 1 : 0
                guard let word = remaining.popFirst() else { continue }
                try read(word, as: argument.kind, of: nil, into: &input)
            case .rest:
                for word in remaining { try read(word, as: argument.kind, of: nil, into: &input) }
                remaining = []
            }
        }
    }

    /// Reads `word` as `kind`, the value of `option` or an argument in place.
    private func read(_ word: String, as kind: ArgumentKind, of option: CommandOption?, into input: inout CommandInput) throws(CommandError) {
        do throws(ArgumentRefusal) {
            try kind.read(word, into: &input)
        } catch {
            switch error {
            case .notTaken: throw usageError(option.map { needs($0, kind) } ?? "takes \(kind.one)")
            case let .usage(problem): throw usageError(problem)
            case let .said(message): throw message
            }
        }
    }

    private func needs(_ option: CommandOption, _ kind: ArgumentKind) -> String {
        "\(option.name) needs \(kind.noun)"
    }

    /// What a command short of arguments needs: `needs an order number`, `needs 1 to 5 stars, and may name the product
    /// first`.
    private var tooFew: String {
        let needed = EnglishList.joined(arguments.filter { !$0.isOptional }.map(\.kind.noun))
        let optional = arguments.filter(\.isOptional).map(\.kind.noun)
        return "needs \(needed)" + (optional.isEmpty ? "" : ", and may name \(EnglishList.joined(optional)) first")
    }

    /// Why `extra`, a word past the last argument, is refused.
    private func tooMany(_ extra: String) -> CommandError {
        guard !arguments.isEmpty else {
            if options.isEmpty { return usageError("takes no arguments") }
            // A code typed without its flag is still a code: it is not quoted back.
            return usageError(secret == nil ? "does not know \(Printable.word(extra))" : optionsTaken)
        }
        if arguments.allSatisfy(\.isOptional) { return usageError("takes at most \(EnglishList.joined(arguments.map(\.kind.one)))") }
        if arguments.contains(where: \.isOptional) { return usageError(tooFew) }
        return usageError("takes \(EnglishList.joined(arguments.map(\.kind.one)))")
    }

    /// The options the command takes: `takes --yes and --card CODE, each once`.
    private var optionsTaken: String {
        "takes \(EnglishList.joined(options.map(\.label)))" + (options.contains(where: \.isRepeatable) ? "" : ", each once")
    }
}
