/// The secrets the shop has issued (the codes of the catalogue's gift cards), recognised wherever they are typed: a word
/// that is one is a secret even where the command table expects none (`find WINTER-7KQ2`, a code pasted alone), so that
/// no code the catalogue issues is written down as typed, whatever the line around it.
struct IssuedSecrets: Sendable {
    /// How one kind of issued secret is told, and written once told.
    struct Recogniser: Sendable {
        let secret: Secret
        let isIssued: @Sendable (Substring) -> Bool
    }

    private(set) var recognisers: [Recogniser] = []

    /// No secret issued: only the command table says where a secret is.
    static let none = IssuedSecrets()

    /// These and the secrets `isIssued` tells, written as `secret` says.
    func adding(_ secret: Secret, isIssued: @escaping @Sendable (Substring) -> Bool) -> IssuedSecrets {
        var issued = self
        issued.recognisers.append(Recogniser(secret: secret, isIssued: isIssued))
        return issued
    }

    /// How `word` is written when it is an issued secret; nil when it is none.
    func secret(of word: Substring) -> Secret? {
        recognisers.first { $0.isIssued(word) }?.secret
    }

    var isEmpty: Bool { recognisers.isEmpty }
}
