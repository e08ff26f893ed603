import Entities
import XCTest

final class ProductTextTests: XCTestCase {
    func test_string_readsEachFieldFromItsSpanOfTheSharedBuffer() throws {
        let text = try XCTUnwrap(makeText("Oak ToteA toteMade of oaktote.jpg", spans: [(0, 8), (8, 6), (14, 11), (25, 8)]))

        XCTAssertEqual(text.string(.name), "Oak Tote")
        XCTAssertEqual(text.string(.shortDescription), "A tote")
        XCTAssertEqual(text.string(.description), "Made of oak")
        XCTAssertEqual(text.string(.image), "tote.jpg")
    }

    func test_init_refusesASpanThatEndsPastTheBuffer() {
        XCTAssertNil(makeText("Oak Tote", spans: [(0, 8), (8, 1), (0, 0), (0, 0)]))
        XCTAssertNil(makeText("Oak Tote", spans: [(0, 8), (0, 0), (0, 0), (9, 0)]))
        XCTAssertNil(makeText("Oak Tote", spans: [(-1, 2), (0, 0), (0, 0), (0, 0)]))
        XCTAssertNil(makeText("Oak Tote", spans: [(Int.max, 2), (0, 0), (0, 0), (0, 0)]))
    }

    func test_stringsInit_givesBackTheSameStrings() {
        let text = ProductText(name: "Crème Mug", shortDescription: "", description: "Glazed\nby hand", image: "mug.png")

        XCTAssertEqual(text.string(.name), "Crème Mug")
        XCTAssertEqual(text.string(.shortDescription), "")
        XCTAssertEqual(text.string(.description), "Glazed\nby hand")
        XCTAssertEqual(text.string(.image), "mug.png")
    }

    func test_withUTF8_passesTheFieldsBytesWithoutBuildingAString() throws {
        let text = try XCTUnwrap(makeText("xxCafé", spans: [(2, 5), (0, 0), (0, 0), (0, 0)]))

        XCTAssertEqual(text.withUTF8(.name) { Array($0) }, Array("Café".utf8))
    }

    func test_string_repairsBytesThatAreNotUTF8InsteadOfTrappingOnThem() throws {
        let storage = SharedText(utf8: [0x41, 0xC3])
        let text = try XCTUnwrap(ProductText(storage: storage, name: TextSpan(start: 0, count: 2), shortDescription: .empty, description: .empty, image: .empty))

        XCTAssertEqual(text.string(.name), "A\u{FFFD}")
    }

    func test_equality_comparesTheTextsNotWhereTheyAreKept() throws {
        let shared = try XCTUnwrap(makeText("..Tote", spans: [(2, 4), (0, 0), (0, 0), (0, 0)]))
        let own = ProductText(name: "Tote", shortDescription: "", description: "", image: "")
        let other = ProductText(name: "Mug", shortDescription: "", description: "", image: "")

        XCTAssertEqual(shared, own)
        XCTAssertNotEqual(shared, other)
    }

    func test_equality_followsStringEquality_forCanonicallyEquivalentNames() {
        let precomposed = ProductText(name: "Caf\u{E9}", shortDescription: "", description: "", image: "")
        let decomposed = ProductText(name: "Cafe\u{301}", shortDescription: "", description: "", image: "")

        XCTAssertEqual(precomposed, decomposed)
    }

    private func makeText(_ utf8: String, spans: [(Int, Int)]) -> ProductText? {
        let spans = spans.map { TextSpan(start: $0.0, count: $0.1) }
        return ProductText(
            storage: SharedText(utf8: Array(utf8.utf8)), name: spans[0], shortDescription: spans[1], description: spans[2], image: spans[3]
        )
    }
}
