import Entities

/// The promotions the catalogue file runs (`promotions`): each a code, a whole percentage off, and perhaps a minimum
/// order in the catalogue's currency, refused at its place (`promotions[2]`) where `Promotion` refuses it, or where its
/// key is an earlier promotion's, for a code would then find either. The promotions' own rules are `Promotion`'s: this
/// section only words them, and keeps them in the catalogue index.
enum PromotionsSection: CatalogueFileSection {
    /// A promotion as the file writes it.
    struct Entry: Sendable {
        let code: String
        let percentOff: CatalogueNumber
        let minimumOrder: CatalogueNumber?
    }

    static let name = "promotions"
    static let empty: [Promotion] = []

    static func entry(_ fields: CatalogueSectionEntry) throws(CatalogueFileError) -> Entry {
        Entry(code: try fields.string("code"), percentOff: try fields.number("percentOff"), minimumOrder: try fields.optionalNumber("minimumOrder"))
    }

    static func value(of entries: [Entry], in currency: Currency) throws(CatalogueFileError) -> [Promotion] {
        var promotions: [Promotion] = []
        for (index, entry) in entries.enumerated() {
            let failure = { (problem: String) in Self.failure(at: index, problem) }
            let minimum = try entry.minimumOrder.map { (number) throws(CatalogueFileError) in try number.money(named: "minimumOrder", in: currency, failure: failure) }
            let range = "a whole number from \(Promotion.percentsOff.lowerBound) to \(Promotion.percentsOff.upperBound)"
            guard let percentOff = entry.percentOff.wholeNumber else { throw failure("percentOff must be \(range), not \(entry.percentOff.text)") }
            do {
                promotions.append(try Promotion(code: entry.code, percentOff: percentOff, minimumOrder: minimum))
            } catch {
                switch error {
                case .invalidCode where entry.code.isEmpty: throw failure("code must not be empty")
                case .invalidCode: throw failure("code must be one word of letters and digits, dashes allowed")
                case .codeTooLong: throw failure("code must be at most \(ShopCode.maximumLength) characters")
                case .percentOffOutOfRange: throw failure("percentOff must be \(range), not \(percentOff)")
                case .minimumOrderNegative: throw failure("minimumOrder must not be below 0")
                }
            }
        }
        if let (index, first) = repeatedKey(in: promotions.map(\.key)) {
            throw failure(at: index, "code is the code of \(place(first)) too, ignoring case and dashes")
        }
        return promotions
    }

    /// The places of the first key in `keys` an earlier one repeats, and of that earlier one; nil when none.
    static func repeatedKey(in keys: [String]) -> (place: Int, firstPlace: Int)? {
        var places: [String: Int] = [:]
        for (place, key) in keys.enumerated() {
            if let first = places.updateValue(place, forKey: key) { return (place, first) }
        }
        return nil
    }
}

/// The promotions' section of the catalogue index: each promotion, in the file's order, as its percentage (8 bytes),
/// its minimum in minor units, or -1 for none (8 bytes), the length of its code (8 bytes) and the code's bytes.
extension PromotionsSection {
    static let indexName = "promotions"

    static func indexBytes(of promotions: [Promotion]) -> [UInt8] {
        var bytes: [UInt8] = []
        for promotion in promotions {
            for word in [promotion.percentOff, promotion.minimumOrder?.minorUnits ?? -1, promotion.code.utf8.count] {
                withUnsafeBytes(of: UInt64(bitPattern: Int64(word)).littleEndian) { bytes += $0 }
            }
            bytes += promotion.code.utf8
        }
        return bytes
    }

    /// The promotions in the section's bytes: damage where one is cut short, cannot be one (`Promotion`'s rules) or has
    /// another's key, none of which an index Tasch wrote holds.
    static func value(indexBytes bytes: [UInt8], currency: Currency) throws(IndexDamage) -> [Promotion] {
        let promotions = try bytes.withIndexBytes { (raw) throws(IndexDamage) -> [Promotion] in
            let words = IndexWords(raw)
            var (promotions, offset) = ([Promotion](), 0)
            while offset < raw.count {
                let (percentOff, minimum) = (Int(try words.signed(at: offset)), Int(try words.signed(at: offset + 8)))
                let length = try words.count(at: offset + 16)
                offset += 24
                guard length <= raw.count - offset else { throw IndexDamage("a promotion past the end of its section") }
                let code = String(decoding: raw[offset..<(offset + length)], as: UTF8.self)
                offset += length
                let minimumOrder = minimum == -1 ? nil : Money(minorUnits: minimum, currency: currency)
                guard let promotion = try? Promotion(code: code, percentOff: percentOff, minimumOrder: minimumOrder) else {
                    throw IndexDamage("a promotion that cannot be one")
                }
                promotions.append(promotion)
            }
            return promotions
        }
        guard repeatedKey(in: promotions.map(\.key)) == nil else { throw IndexDamage("two promotions of one code") }
        return promotions
    }
}

extension OpenedCatalogue {
    /// The promotions the catalogue file runs (its `promotions` section), however it was opened.
    public var promotions: [Promotion] {
        sections[PromotionsSection.self]
    }
}
