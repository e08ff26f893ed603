import Entities

/// How the shop searches its catalogue, the rule every catalogue keeps. A query is split into words at white space; a
/// product matches when each word lies within one of its searched fields (the name, the short description), both sides
/// folded so that case, accents and width do not count: "cafe" finds "Café", "CAFE\u{301}" and "ｃａｆｅ". A query of
/// no words matches every product.
public struct CatalogueSearch: Sendable {
    /// The texts of a product that a search looks in; a word never runs from one into the next.
    public enum Field: CaseIterable, Sendable {
        case name, shortDescription

        /// This field's text in `product`.
        public func text(of product: Product) -> String {
            switch self {
            case .name: product.name
            case .shortDescription: product.shortDescription
            }
        }
    }

    /// The query's words, each folded; none is empty.
    public let words: [String]

    /// The search for `query`, whose words are what white space separates.
    public init(_ query: String) {
        words = query.split(whereSeparator: \.isWhitespace).map { Self.folded(String($0)) }
    }

    /// What a search looks in: `product`'s searched fields, each folded.
    public static func foldedFields(of product: Product) -> [String] {
        Field.allCases.map { folded($0.text(of: product)) }
    }

    /// Whether every word lies within one of a product's `foldedFields`, as a run of Unicode scalars: a letter is found
    /// even where another script keeps a mark on it, as it is among the folded text's UTF-8 bytes.
    public func matches(foldedFields fields: [String]) -> Bool {
        words.allSatisfy { word in fields.contains { $0.unicodeScalars.firstRange(of: word.unicodeScalars) != nil } }
    }

    /// `text` as a search compares it. It is put in lower case, then each letter is read at its usual width and without
    /// its accents (`folded(letter:)`). A mark that extends a letter (a combining accent, a variation selector, a skin
    /// tone) is dropped after a Latin, Greek or Cyrillic letter, so that "e" with a combining acute reads as "é" does
    /// (and "İ", whose lower case is "i" with a dot above, as "i"), and kept after a letter of another script, where it
    /// is part of the letter (Hebrew points, Japanese voicing marks), put in canonical order so that marks typed in
    /// another order still match.
    public static func folded(_ text: String) -> String {
        var folding = Folding()
        for scalar in text.lowercased().unicodeScalars {
            folding.add(scalar)
        }
        return folding.finished()
    }

    /// `letter`, in lower case, folded alone: at its usual width if it is a half- or full-width form, without its
    /// accents (`FoldedLetters`: what the standard library cannot tell), and where case folding asks more than the lower
    /// case (ß, ﬁ, ς), as the lower case of its upper case ("ss", "fi", "σ").
    static func folded(letter: Unicode.Scalar) -> [Unicode.Scalar] {
        let letter = FoldedLetters.usualWidth(of: letter) ?? letter
        if let unaccented = FoldedLetters.unaccented(letter) { return unaccented }
        guard letter.properties.changesWhenCaseFolded else { return [letter] }
        return letter.properties.uppercaseMapping.lowercased().unicodeScalars.map { $0 }
    }

    /// Whether `scalar` is a mark, extending the letter before it rather than starting one of its own; none below U+0300
    /// is, and asking only above it spares most text the look-up.
    public static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x300 && (scalar.properties.isGraphemeExtend || scalar.properties.isEmojiModifier)
    }

    /// Whether the marks after `letter` (folded) are kept: after every letter past U+050F, beyond the Latin, Greek and
    /// Cyrillic blocks, which is where Foundation's folding, the rule's first home, draws the line too.
    static func keepsMarks(_ letter: Unicode.Scalar) -> Bool {
        letter.value > 0x50F
    }
}

/// Text being folded a scalar at a time: letters folded as they come, the marks after each kept or dropped as that
/// letter says, the kept ones put in canonical order once the next letter comes.
private struct Folding {
    private var folded = String.UnicodeScalarView()
    /// The marks kept since the last letter.
    private var marks: [Unicode.Scalar] = []
    /// Whether the last letter keeps its marks; nil before the first, when a mark stands as a letter of its own.
    private var lastLetterKeepsMarks: Bool?

    mutating func add(_ scalar: Unicode.Scalar) {
        if CatalogueSearch.isMark(scalar), let keeps = lastLetterKeepsMarks {
            if keeps { marks.append(scalar) }
            return
        }
        closeMarks()
        let letter = CatalogueSearch.folded(letter: scalar)
        folded.append(contentsOf: letter)
        lastLetterKeepsMarks = letter.first.map(CatalogueSearch.keepsMarks)
    }

    mutating func finished() -> String {
        closeMarks()
        return String(folded)
    }

    private mutating func closeMarks() {
        guard !marks.isEmpty else { return }
        // The standard library's sort is stable: marks of one class keep the order they were typed in.
        folded.append(contentsOf: marks.sorted { $0.properties.canonicalCombiningClass < $1.properties.canonicalCombiningClass })
        marks = []
    }
}
