/// What one argument typed after a command is, as the command table declares it: how a usage shows it, what a usage
/// error calls it, how it is read into the command's input, how Tab completes it, and whether it is a secret.
struct ArgumentKind: Sendable {
    // The words are made when first shown, not when the table is: a start reads the table but shows none of them.
    private let texts: @Sendable () -> (placeholder: String, noun: String, one: String?)
    /// What Tab offers where it goes.
    let completion: ArgumentCompletion
    /// How an argument of this kind is written down wherever a line is kept or shown; nil for one that is no secret.
    let secret: Secret?
    private let reading: @Sendable (String, inout CommandInput) throws(ArgumentRefusal) -> Void

    /// A kind shown as `placeholder`, needed as `noun` (taken as `one`, else "one" and the noun's last words), completed
    /// by `completion`, secret when `secret` says how it is written, read by `read`.
    init(
        _ placeholder: @escaping @Sendable @autoclosure () -> String, noun: @escaping @Sendable @autoclosure () -> String,
        one: @escaping @Sendable @autoclosure () -> String? = nil, completion: ArgumentCompletion = .nothing, secret: Secret? = nil,
        read: @escaping @Sendable (String, inout CommandInput) throws(ArgumentRefusal) -> Void
    ) {
        texts = { (placeholder(), noun(), one()) }
        self.completion = completion
        self.secret = secret
        reading = read
    }

    /// As a usage shows it: `ID`, `N`, `CODE`.
    var placeholder: String { texts().placeholder }

    /// What a usage error says is needed: `a product id`, `1 to 5 stars`, `the gift card's code`.
    var noun: String { texts().noun }

    /// What a usage error says is taken where only one is: `one product id`.
    var one: String {
        let texts = texts()
        return texts.one ?? "one " + texts.noun.split(separator: " ").dropFirst().joined(separator: " ")
    }

    /// Reads `word` into `input`, or says why it is not one of this kind.
    func read(_ word: String, into input: inout CommandInput) throws(ArgumentRefusal) {
        try reading(word, &input)
    }
}

/// What Tab offers for an argument.
enum ArgumentCompletion: Sendable {
    case nothing
    /// The products, by the first digits of their id or the first letters of their name, each completing to its id.
    case products
    /// These words, made when first offered.
    case words(@Sendable () -> [String])
    /// The names of the table's commands.
    case commandNames
    /// A fault's point, a preset or `clear`, then a point's terms.
    case faultTerms
}

/// How a secret argument (a gift card's code) is written wherever a line is kept or shown: masked where it is shown,
/// and as the key it is matched by where it is kept to run again (`retry`), never as typed.
struct Secret: Sendable {
    /// The argument as the shop shows it: `····7KQ2`.
    let shown: @Sendable (String) -> String
    /// The argument as a kept line holds it, to run again.
    let kept: @Sendable (String) -> String
}

/// Why a typed word is not an argument of its kind.
enum ArgumentRefusal: Error {
    /// It is not what the argument takes: the usage error says what is needed (`page needs a whole number from 1`).
    case notTaken
    /// A usage error of its own, said after the command's name: `cannot sort by "colour": use …`.
    case usage(String)
    /// A message of its own, said as it is: `"abc" is not a product id: ids are whole numbers, like 3`.
    case said(CommandError)
}
