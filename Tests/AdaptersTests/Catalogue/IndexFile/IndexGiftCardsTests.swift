@testable import Adapters
import Entities
import Foundation
import Synchronization
import TaschTestSupport
import UseCases
import XCTest

/// The gift cards reach a shop that opens its catalogue from the index as they reach one that decodes it: the index
/// keeps them in a section of their own, read whole when it is opened, and as damaged as any other when it is.
final class IndexGiftCardsTests: XCTestCase {
    func test_open_fromAFreshIndex_hasTheCardsOfTheDecodedCatalogue() async throws {
        let (files, reader) = catalogueFile(cards: Self.cards)
        let decoded = try reader.open(atPath: Self.cataloguePath)
        // The decoded catalogue writes its own index on another thread: done before the test's, and before the leak check.
        await decoded.finishWriting()
        try seedIndex(ofTheCatalogueIn: files)

        let opened = try reader.open(atPath: Self.cataloguePath)

        XCTAssertTrue(opened.catalogue is IndexFileCatalogue)
        try await assertFinds(Self.cards, in: opened.giftCards)
        try await assertFinds(Self.cards, in: decoded.giftCards)
        // The first opening writes an index on another thread, which holds the files until it is done.
        await decoded.finishWriting()
    }

    func test_open_fromAReopenedIndex_hasTheCardsOfTheDecodedCatalogue() async throws {
        let (_, reader) = catalogueFile(cards: Self.cards)
        await (try reader.open(atPath: Self.cataloguePath)).finishWriting()

        let opened = try reader.open(atPath: Self.cataloguePath)

        XCTAssertTrue(opened.catalogue is IndexFileCatalogue)
        try await assertFinds(Self.cards, in: opened.giftCards)
    }

    func test_open_fromAnIndexOfACatalogueWithoutCards_findsNone() async throws {
        let (files, reader) = catalogueFile(cards: [])
        try seedIndex(ofTheCatalogueIn: files)

        let opened = try reader.open(atPath: Self.cataloguePath)

        XCTAssertTrue(opened.catalogue is IndexFileCatalogue)
        let found = try await opened.giftCards.giftCard(withCode: "WINTER-7KQ2")
        XCTAssertNil(found)
    }

    func test_readingTheCards_readsAsMuchOfTheIndexWhateverTheCataloguesSize() throws {
        let small = try blocksReadForTheCards(ofAShopSelling: 3)
        let large = try blocksReadForTheCards(ofAShopSelling: 3_000)

        XCTAssertEqual(small.cards, Self.cards)
        XCTAssertEqual(large.cards, Self.cards)
        XCTAssertEqual(small.bytesRead, large.bytesRead)
        XCTAssertEqual(large.bytesRead, 2 * CatalogueIndexHeader.blockSize, "the section's block and its checksums' block")
    }

    func test_open_decodesTheCatalogueAndRebuildsTheIndex_whenTheCardsSectionIsDamaged() async throws {
        let (files, reader) = catalogueFile(cards: Self.cards)
        await (try reader.open(atPath: Self.cataloguePath)).finishWriting()
        let index = try XCTUnwrap(files.files[Self.indexPath])
        let place = try XCTUnwrap(FormatSections.catalogue.firstIndex { $0.name == GiftCardsSection.name })
        let section = try header(of: index).range(of: IndexSection.catalogueSections[place])
        files.edit(atPath: Self.indexPath) { $0[section.lowerBound + 9] ^= 0x01 }

        let opened = try reader.open(atPath: Self.cataloguePath)
        await opened.finishWriting()

        XCTAssertTrue(opened.catalogue is IndexedCatalogue, "a damaged index is never used")
        try await assertFinds(Self.cards, in: opened.giftCards)
        XCTAssertEqual(files.files[Self.indexPath], index, "the index is written again")
    }

    func test_open_rebuildsAnIndexOfTheFormatBeforeTheCards_whichCouldNotHoldThem() async throws {
        let (files, reader) = catalogueFile(cards: Self.cards)
        await (try reader.open(atPath: Self.cataloguePath)).finishWriting()
        let index = try XCTUnwrap(files.files[Self.indexPath])
        files.seed(resealed(index, version: 3), atPath: Self.indexPath)

        let opened = try reader.open(atPath: Self.cataloguePath)
        await opened.finishWriting()

        XCTAssertTrue(opened.catalogue is IndexedCatalogue)
        XCTAssertEqual(files.files[Self.indexPath], index)
    }

    func test_indexBytes_readBack_areTheCardsWritten_inTheirOrder() throws {
        let yen = try XCTUnwrap(Currency(code: "JPY"))
        let cards = [try GiftCard(code: "YEN-1", amount: Money(minorUnits: 1_500, currency: yen)), try GiftCard(code: "b", amount: Money(minorUnits: 1, currency: yen))]

        let read = try GiftCardsSection.value(indexBytes: GiftCardsSection.indexBytes(of: cards), currency: yen)

        XCTAssertEqual(read, cards)
        XCTAssertEqual(try GiftCardsSection.value(indexBytes: GiftCardsSection.indexBytes(of: []), currency: yen), [])
    }

    func test_indexBytes_areDamage_whenTwoCardsHaveOneKey() {
        let bytes = GiftCardsSection.indexBytes(of: [makeGiftCard("A-1", cents: 5), makeGiftCard("a1", cents: 7)])

        XCTAssertThrowsError(try GiftCardsSection.value(indexBytes: bytes, currency: .usDollar)) { error in
            XCTAssertEqual(error as? IndexDamage, IndexDamage("two gift cards of one code"))
        }
    }

    // MARK: - Helpers

    static let cards = [makeGiftCard("WINTER-7KQ2", cents: 5_000), makeGiftCard("THANKS-25", cents: 2_500), makeGiftCard("a", cents: 1)]

    /// A file system holding a catalogue file of a few products issuing `cards`, and a reader that indexes it.
    private func catalogueFile(cards: [GiftCard], productCount: Int = 40) -> (InMemoryFileSystem, CatalogueFileReader) {
        let catalogue = makeCatalogue((1...productCount).map { makeProduct(id: $0, name: "Oak lamp \($0)", stock: $0 % 3) })
        let files = InMemoryFileSystem(files: [Self.cataloguePath: CatalogueFileText.json(for: catalogue, giftCards: cards)])
        trackForMemoryLeaks(files)
        return (files, CatalogueFileReader(fileSystem: files, index: CatalogueIndexFile(path: Self.indexPath, fileSystem: files, minimumCatalogueSize: 0)))
    }

    private func assertFinds(_ cards: [GiftCard], in store: any GiftCardStore, file: StaticString = #filePath, line: UInt = #line) async throws {
        for card in cards {
            let found = try await store.giftCard(withCode: card.code)
            XCTAssertEqual(found, card, file: file, line: line)
        }
    }

    /// The cards the index of a shop selling `productCount` products holds, and how many bytes of the index reading
    /// them took, its header aside.
    private func blocksReadForTheCards(ofAShopSelling productCount: Int) throws -> (cards: [GiftCard], bytesRead: Int) {
        let (files, _) = catalogueFile(cards: Self.cards, productCount: productCount)
        try seedIndex(ofTheCatalogueIn: files)
        let index = try XCTUnwrap(files.files[Self.indexPath])
        let file = ReadCountingFile(index)
        let tables = IndexTables(reader: IndexBlockReader(file: file, header: try header(of: index)))
        return (try CatalogueSections.read(from: tables)[GiftCardsSection.self], file.bytesRead)
    }

    private func header(of index: Data) throws -> CatalogueIndexHeader {
        try CatalogueIndexHeader(decoding: Array(index.prefix(CatalogueIndexHeader.blockSize)), fileSize: index.count)
    }

    /// `index` claiming format `version`, its header's checksum made right again.
    private func resealed(_ index: Data, version: UInt64) -> Data {
        var bytes = [UInt8](index)
        bytes.withUnsafeMutableBytes { raw in
            raw.storeBytes(of: version.littleEndian, toByteOffset: 8, as: UInt64.self)
            let header = UnsafeRawBufferPointer(rebasing: raw[24..<CatalogueIndexHeader.blockSize])
            raw.storeBytes(of: ContentHash.hash(header).littleEndian, toByteOffset: 16, as: UInt64.self)
        }
        return Data(bytes)
    }
}
