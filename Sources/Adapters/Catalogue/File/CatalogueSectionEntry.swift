/// One entry of a catalogue file section, read field by field: a field missing or of the wrong type is refused at the
/// entry's place, in the words every error of the file uses (`giftCards[0]: "amount" must be a number`).
struct CatalogueSectionEntry {
    /// Where the entry stands in the file: `giftCards[2]`.
    let place: String
    private let fields: [String: JSONValue]

    init(place: String, fields: [String: JSONValue]) {
        self.place = place
        self.fields = fields
    }

    /// The string of the field `name`.
    func string(_ name: String) throws(CatalogueFileError) -> String {
        guard case let .string(text) = try field(name) else { throw mismatch(name, expecting: "a string") }
        return text
    }

    /// The number of the field `name`, exactly.
    func number(_ name: String) throws(CatalogueFileError) -> CatalogueNumber {
        switch try field(name) {
        case let .number(value): return CatalogueNumber(value)
        case .outOfRange: throw CatalogueFileError.field(name, at: place, "is out of range")
        default: throw mismatch(name, expecting: "a number")
        }
    }

    private func field(_ name: String) throws(CatalogueFileError) -> JSONValue {
        guard let value = fields[name] else { throw CatalogueFileError.missing(name, at: place) }
        return value
    }

    private func mismatch(_ name: String, expecting expectation: String) -> CatalogueFileError {
        CatalogueFileError.field(name, at: place, "must be \(expectation)\(fields[name] == .null ? ", not null" : "")")
    }
}
