import Entities
import TaschTestSupport
import UseCases
import XCTest

/// The shop's search rule, stated plainly over products and strings: which words, split how, folded how, found where.
final class CatalogueSearchTests: XCTestCase {
    // MARK: - Words

    func test_words_areWhatWhiteSpaceSeparates_eachFolded() {
        let search = CatalogueSearch("  Oak\tBOARD\n\u{A0}tote\u{3000}Café  ")

        XCTAssertEqual(search.words, ["oak", "board", "tote", "cafe"])
    }

    func test_words_ofABlankQuery_areNone_andMatchEveryProduct() {
        let search = CatalogueSearch(" \t ")

        XCTAssertEqual(search.words, [])
        XCTAssertTrue(matches(" \t ", product(name: "Lamp")))
    }

    func test_words_neverHoldAMarkLeftAfterWhiteSpace() {
        // A combining mark after a space makes one character with it, and that character is white space.
        let search = CatalogueSearch("oak \u{301}")

        XCTAssertEqual(search.words, ["oak"])
    }

    // MARK: - Which products match

    func test_matches_needsEveryWord() {
        let board = product(name: "Oak Board", short: "for bread")

        XCTAssertTrue(matches("bread oak", board))
        XCTAssertFalse(matches("bread oak stool", board))
    }

    func test_matches_looksInTheNameAndTheShortDescription_notTheDescription() {
        let lamp = try! Product(
            id: id(1), name: "Lamp", shortDescription: "brass", description: "linen shade", price: dollars(cents: 100), stock: 1
        )

        XCTAssertTrue(matches("lamp", lamp))
        XCTAssertTrue(matches("brass", lamp))
        XCTAssertFalse(matches("linen", lamp))
        XCTAssertEqual(CatalogueSearch.Field.allCases.map { $0.text(of: lamp) }, ["Lamp", "brass"])
        XCTAssertEqual(CatalogueSearch.foldedFields(of: lamp), ["lamp", "brass"])
    }

    func test_matches_findsEachWordInEitherField() {
        XCTAssertTrue(matches("tote linen", product(name: "Tote", short: "linen bag")))
    }

    func test_matches_neverFindsAWordRunningFromTheNameIntoTheShortDescription() {
        XCTAssertFalse(matches("totebag", product(name: "Tote", short: "bag")))
        XCTAssertTrue(matches("tebag", product(name: "Totebag", short: "")))
    }

    func test_matches_findsAWordInsideAnotherAndAnywhereInTheField() {
        XCTAssertTrue(matches("ak", product(name: "Oak Board")))
        XCTAssertTrue(matches("board", product(name: "Oak Board")))
    }

    func test_matches_ignoresCaseAndAccentsOnBothSides() {
        let cafe = product(name: "Café Crème")

        XCTAssertTrue(matches("cafe", cafe))
        XCTAssertTrue(matches("CAFÉ CRÈME", cafe))
        XCTAssertTrue(matches("lìnen", product(name: "Linen Throw")))
        XCTAssertFalse(matches("cafes", cafe))
    }

    func test_matches_comparesUnicodeScalars_soALetterIsFoundWithTheMarkAnotherScriptKeeps() {
        // Japanese keeps its voicing mark (が written as か and U+3099): か is found in it, as a folded index finds its bytes.
        XCTAssertTrue(CatalogueSearch("か").matches(foldedFields: ["か\u{3099}"]))
        XCTAssertFalse(CatalogueSearch("か\u{3099}").matches(foldedFields: ["か"]))
    }

    // MARK: - Folding

    func test_folded_isLowerCase() {
        XCTAssertEqual(CatalogueSearch.folded("OAK Board"), "oak board")
        XCTAssertEqual(CatalogueSearch.folded("ΣΊΣΥΦΟΣ"), "σισυφοσ")
        XCTAssertEqual(CatalogueSearch.folded("Москва"), "москва")
    }

    func test_folded_takesTheAccentsOffLatinGreekAndCyrillicLetters() {
        XCTAssertEqual(CatalogueSearch.folded("Crème brûlée, naïve Ærø Åland"), "creme brulee, naive ærø aland")
        XCTAssertEqual(CatalogueSearch.folded("Ωμέγα ᾠδή"), "ωμεγα ωδη")
        XCTAssertEqual(CatalogueSearch.folded("Ёлка й"), "елка и")
    }

    func test_folded_readsADecomposedAccentAsThePrecomposedOne() {
        XCTAssertEqual(CatalogueSearch.folded("cafe\u{301} CRE\u{300}ME"), "cafe creme")
        XCTAssertEqual(CatalogueSearch.folded("a\u{323}\u{302}"), CatalogueSearch.folded("ậ"))
    }

    func test_folded_followsCaseFoldingWhereItIsMoreThanLowerCase() {
        XCTAssertEqual(CatalogueSearch.folded("Straße ẞ"), "strasse ss")
        XCTAssertEqual(CatalogueSearch.folded("ﬁne ﬂax"), "fine flax")
        XCTAssertEqual(CatalogueSearch.folded("ὅλος"), "ολοσ")
        XCTAssertEqual(CatalogueSearch.folded("İstanbul \u{212A}elvin \u{212B}ngström \u{B5}m"), "istanbul kelvin angstrom \u{3BC}m")
    }

    func test_folded_readsFullAndHalfWidthFormsAtTheirUsualWidth() {
        XCTAssertEqual(CatalogueSearch.folded("ＦＵＬＬ ｗｉｄｔｈ！～"), "full width!~")
        XCTAssertEqual(CatalogueSearch.folded("ｶﾀｶﾅ ￦"), "カタカナ ₩")
    }

    func test_folded_leavesLettersWithoutCaseOrAccentsAsTheyAre() {
        XCTAssertEqual(CatalogueSearch.folded("日本 🧺 تسوق ไทย 1/2"), "日本 🧺 تسوق ไทย 1/2")
    }

    func test_folded_keepsTheMarksOfOtherScripts_inCanonicalOrder() {
        // Hebrew shin with its dot and a vowel typed in either order; the marks are the letter's own, not accents.
        let shinDotFirst = "ש\u{5C1}\u{5B8}", vowelFirst = "ש\u{5B8}\u{5C1}"

        XCTAssertEqual(CatalogueSearch.folded(shinDotFirst), "ש\u{5B8}\u{5C1}")
        XCTAssertEqual(CatalogueSearch.folded(vowelFirst), "ש\u{5B8}\u{5C1}")
        XCTAssertEqual(CatalogueSearch.folded("か\u{3099}"), "か\u{3099}")
        XCTAssertEqual(CatalogueSearch.folded("か\u{309A}\u{3099}"), "か\u{309A}\u{3099}", "marks of one class keep their order")
        XCTAssertEqual(CatalogueSearch.folded("👍\u{1F3FD}"), "👍\u{1F3FD}")
    }

    func test_folded_dropsTheMarksOfLettersUpToTheEndOfCyrillic_andKeepsThemFromU0510() {
        XCTAssertEqual(CatalogueSearch.folded("\u{50F}\u{301}"), "\u{50F}")
        XCTAssertEqual(CatalogueSearch.folded("\u{511}\u{301}"), "\u{511}\u{301}")
        XCTAssertEqual(CatalogueSearch.folded("1\u{FE0F}\u{20E3} a\u{1F3FD}"), "1 a")
    }

    func test_folded_keepsAMarkThatNoLetterCameBefore() {
        XCTAssertEqual(CatalogueSearch.folded("\u{301}\u{300}a"), "\u{301}a")
        XCTAssertEqual(CatalogueSearch.folded("\u{5B8}\u{5C1}"), "\u{5B8}\u{5C1}")
    }

    func test_folded_ofEmptyText_isEmpty() {
        XCTAssertEqual(CatalogueSearch.folded(""), "")
    }

    // MARK: - Helpers

    private func matches(_ query: String, _ product: Product) -> Bool {
        CatalogueSearch(query).matches(foldedFields: CatalogueSearch.foldedFields(of: product))
    }

    private func product(name: String, short: String = "") -> Product {
        try! Product(id: id(1), name: name, shortDescription: short, price: dollars(cents: 100), stock: 1)
    }
}
