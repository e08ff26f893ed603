import Adapters
import Entities
import TaschTestSupport
import UseCases

/// Seeded catalogues whose names and descriptions hold every case the fast catalogue treats apart from the plain
/// one: case, Latin accents precomposed and decomposed, other scripts, the Kelvin sign, dotted capital I, prefixes of
/// each other, long shared beginnings, equal names, control characters; with seeded sales and ratings.
struct TrickyCatalogue {
    private static let vocabulary = [
        "oak", "Oak", "OAK", "oaken", "café", "CAFÉ", "cafe\u{301}", "Cafe", "crème", "CRÈME", "naïve", "straße", "STRASSE",
        "Ωmega", "ωmega", "日本", "🧺", "\u{212A}elvin", "kelvin", "İstanbul", "istanbul", "a", "A", "b", "Z", "z",
        "longsharedbeginning", "longsharedbeginninG", "longsharedbeginnings", "Ærø", "æble", "zebra", "Åland", "ångström",
        "~tilde", "1", "10", "2", "x\u{0}y", "x", "tote", "Tote", "linen",
    ]

    let catalogue: Catalogue
    let sold: [ProductID: Int]
    let ratings: [ProductID: Rating]

    /// Names whose every scalar, and its lower case, lies below U+0300: the names a fast catalogue orders by their bytes.
    private static let latinVocabulary = vocabulary.filter { word in
        word.lowercased().unicodeScalars.allSatisfy { $0.value < 0x300 } && word.unicodeScalars.allSatisfy { $0.value < 0x300 }
    }

    /// A catalogue of `count` products and a customer's sales and ratings, all drawn from `seed`; with `latinOnly`, of
    /// names ordered by their bytes alone, some prices too large to pack with a position into one word.
    init(count: Int, seed: UInt64, latinOnly: Bool = false) {
        var random = SeededGenerator(seed: seed)
        func pick(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        let vocabulary = latinOnly ? Self.latinVocabulary : Self.vocabulary
        func words(_ most: Int) -> String {
            (0...pick(most)).map { _ in vocabulary[pick(vocabulary.count)] }.joined(separator: pick(4) == 0 ? "" : " ")
        }
        func price() -> Int { latinOnly && pick(3) == 0 ? Int.max - pick(3) : pick(5) * 100 + pick(3) }
        let products = (1...count).map { rawID in
            makeProduct(id: rawID, name: words(3), priceCents: price(), stock: pick(4))
        }.map { product in
            // Short descriptions from the same words, so a search can match either field.
            try! Product(id: product.id, name: product.name, shortDescription: words(2), price: product.price, stock: product.stock)
        }
        catalogue = makeCatalogue(products)
        sold = Dictionary(uniqueKeysWithValues: products.filter { _ in pick(3) == 0 }.map { ($0.id, pick(4)) })
        ratings = Dictionary(uniqueKeysWithValues: products.filter { _ in pick(2) == 0 }.map { ($0.id, Rating(stars: 1 + pick(5))!) })
    }

    /// A customer with no sales or ratings, looking at `reference`.
    init(reference: Catalogue) {
        catalogue = reference
        sold = [:]
        ratings = [:]
    }

    /// Every request a customer can make of it: each sort and none, in stock or not, with each of `searches` (by
    /// default, words drawn from the names).
    func requests(searches: [String?]? = nil) -> [CatalogueRequest] {
        let sorts = [nil] + CatalogueSort.Key.allCases.flatMap { [CatalogueSort($0), CatalogueSort($0, descending: true)] }
        let searches = searches ?? [nil, "oak", "CAFE", "cafe\u{301}", "ÆRØ", "kelvin", "istanbul", "x", "tote LINEN", "日本", "zz"]
        return sorts.flatMap { sort in
            [false, true].flatMap { inStock in
                searches.map { search in
                    CatalogueRequest(searchText: search, inStockOnly: inStock, sort: sort, window: 0..<0, sold: sold, ratings: ratings)
                }
            }
        }
    }
}
