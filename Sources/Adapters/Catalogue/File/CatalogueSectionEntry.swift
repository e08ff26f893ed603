/// One entry of a catalogue file section, read field by field: a field missing or of the wrong type is refused at the
/// entry's place, in the words every error of the file uses (`giftCards[0]: "amount" must be a number`).
struct CatalogueSectionEntry {
    /// Where the entry stands in the file: `giftCards[2]`.
    let place: String
    private let fields: [JSONField]

    init(place: String, fields: [JSONField]) {
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
        case let .number(digits): return CatalogueNumber(text: digits)
        case .outOfRange: throw CatalogueFileError.field(name, at: place, "is out of range")
        default: throw mismatch(name, expecting: "a number")
        }
    }

    /// The number of the field `name`, exactly; nil when the entry leaves the field out or gives `null` for it.
    func optionalNumber(_ name: String) throws(CatalogueFileError) -> CatalogueNumber? {
        guard let field = fields.first(where: { $0.name == name }), field.value != .null else { return nil }
        return try number(name)
    }

    private func field(_ name: String) throws(CatalogueFileError) -> JSONValue {
        guard let field = fields.first(where: { $0.name == name }) else { throw CatalogueFileError.missing(name, at: place) }
        return field.value
    }

    private func mismatch(_ name: String, expecting expectation: String) -> CatalogueFileError {
        let isNull = fields.contains { $0.name == name && $0.value == .null }
        return CatalogueFileError.field(name, at: place, "must be \(expectation)\(isNull ? ", not null" : "")")
    }
}
