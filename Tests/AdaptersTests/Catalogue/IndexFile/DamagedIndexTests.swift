@testable import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

/// An index that is cut short, damaged, crafted, foreign or of another format is never used: the start decodes the
/// catalogue and writes a new one, and nothing traps, hangs or sells a wrong product.
final class DamagedIndexTests: XCTestCase {
    func test_open_rebuildsAnIndexCutShortAtAnyLength() async throws {
        let shop = try await makeShop()
        let index = try XCTUnwrap(shop.index)

        for length in Set([0, 1, 8, 4_095, 4_096, 4_097, index.count / 2, index.count - 4_096, index.count - 1] + Array(stride(from: 0, to: index.count, by: 997))) {
            shop.files.seed(index.prefix(length), atPath: IndexedShopFiles.indexPath)

            let catalogue = try await shop.openFirst()

            XCTAssertTrue(catalogue is IndexedCatalogue, "cut at \(length)")
            XCTAssertEqual(shop.index, index, "rewritten after a cut at \(length)")
        }
    }

    func test_open_refusesAHeaderWithAnyByteFlipped() async throws {
        let shop = try await makeShop()
        let index = try XCTUnwrap(shop.index)
        let identity = try XCTUnwrap(shop.files.identity(atPath: IndexedShopFiles.cataloguePath))

        for offset in 0..<CatalogueIndexHeader.blockSize {
            var damaged = index
            damaged[offset] ^= 0x10
            shop.files.seed(damaged, atPath: IndexedShopFiles.indexPath)

            XCTAssertNil(indexFile(shop).open(for: identity, cataloguePath: IndexedShopFiles.cataloguePath), "byte \(offset)")
        }
    }

    func test_everyPage_isRightOrRebuilt_whateverByteOfTheSectionsIsFlipped() async throws {
        let shop = try await makeShop(selling: makeCatalogue((1...40).map { makeProduct(id: $0, name: "Café lamp \($0)", stock: $0 % 3) }))
        let index = try XCTUnwrap(shop.index)

        for offset in stride(from: CatalogueIndexHeader.blockSize, to: index.count, by: 61) {
            var damaged = index
            damaged[offset] ^= 0x01
            shop.files.seed(damaged, atPath: IndexedShopFiles.indexPath)

            let opened = try shop.open()
            try await assertSells(shop.catalogue, opened.catalogue, "byte \(offset) flipped")
            await opened.finishWriting()
        }
    }

    func test_open_refusesAHeaderWhoseNumbersLieBeyondAnyFile_evenWithItsChecksumMadeRight() async throws {
        // Near 2^63 and beyond: a count or offset read as a signed number would wrap, and arithmetic on it trap.
        let shop = try await makeShop()
        let index = try XCTUnwrap(shop.index)
        let identity = try XCTUnwrap(shop.files.identity(atPath: IndexedShopFiles.cataloguePath))
        let sectionWords = (CatalogueIndexHeader.rootCountOffset - CatalogueIndexHeader.sectionsOffset) / 8
        let fields: [Int] = [24, 48, 80, 88] + (0..<(sectionWords + 1)).map { 96 + 8 * $0 }
        let values: [UInt64] = [1 << 63, (1 << 63) - 1, (1 << 63) + 4_096, UInt64.max, UInt64.max - 4_095, 1 << 62]

        for field in fields {
            for value in values {
                shop.files.seed(resealed(index, setting: value, at: field), atPath: IndexedShopFiles.indexPath)

                XCTAssertNil(indexFile(shop).open(for: identity, cataloguePath: IndexedShopFiles.cataloguePath), "\(value) at \(field)")
            }
        }
    }

    func test_open_refusesAnIndexWhoseHeaderNamesAnySectionOtherwise_asOneMadeWithOtherSections() async throws {
        let shop = try await makeShop()
        let index = try XCTUnwrap(shop.index)
        let identity = try XCTUnwrap(shop.files.identity(atPath: IndexedShopFiles.cataloguePath))

        for section in IndexSection.all {
            let entry = CatalogueIndexHeader.sectionsOffset + CatalogueIndexHeader.sectionEntrySize * section.number
            let name = index.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: entry, as: UInt64.self)) }
            shop.files.seed(resealed(index, setting: name ^ 1, at: entry), atPath: IndexedShopFiles.indexPath)

            XCTAssertNil(indexFile(shop).open(for: identity, cataloguePath: IndexedShopFiles.cataloguePath), section.name)
        }
    }

    func test_open_rebuildsAnIndexWhoseHeaderNamesOtherSections() async throws {
        let shop = try await makeShop()
        let index = try XCTUnwrap(shop.index)
        let entry = CatalogueIndexHeader.sectionsOffset + CatalogueIndexHeader.sectionEntrySize * IndexSection.checksums.number
        shop.files.seed(resealed(index, setting: 0, at: entry), atPath: IndexedShopFiles.indexPath)

        let catalogue = try await shop.openFirst()

        XCTAssertTrue(catalogue is IndexedCatalogue)
        try await assertSells(shop.catalogue, catalogue, "other sections")
        XCTAssertEqual(shop.index, index, "rewritten")
    }

    func test_open_usesAnIndexResealedUnchanged() async throws {
        // So that the test above refuses its headers for their numbers, not for the resealing.
        let shop = try await makeShop()
        let index = try XCTUnwrap(shop.index)
        let identity = try XCTUnwrap(shop.files.identity(atPath: IndexedShopFiles.cataloguePath))
        let productCount = index.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 80, as: UInt64.self) }

        shop.files.seed(resealed(index, setting: UInt64(littleEndian: productCount), at: 80), atPath: IndexedShopFiles.indexPath)

        XCTAssertNotNil(indexFile(shop).open(for: identity, cataloguePath: IndexedShopFiles.cataloguePath))
    }

    func test_open_rebuildsAnIndexOfAnotherFormatOrThatIsNoIndexAtAll() async throws {
        let shop = try await makeShop()
        let index = try XCTUnwrap(shop.index)
        var random = SeededGenerator(seed: 11)
        let foreign: [(String, Data)] = [
            ("another version", resealed(index, setting: CatalogueIndexHeader.version + 1, at: 8)),
            ("empty", Data()),
            ("random bytes", Data((0..<index.count).map { _ in UInt8.random(in: 0...255, using: &random) })),
            ("the magic and random bytes", Data(CatalogueIndexHeader.magic) + Data((0..<8_192).map { _ in UInt8.random(in: 0...255, using: &random) })),
            ("the catalogue itself", try XCTUnwrap(shop.files.files[IndexedShopFiles.cataloguePath])),
        ]

        for (name, data) in foreign {
            shop.files.seed(data, atPath: IndexedShopFiles.indexPath)

            let catalogue = try await shop.openFirst()

            XCTAssertTrue(catalogue is IndexedCatalogue, name)
            try await assertSells(shop.catalogue, catalogue, name)
            XCTAssertEqual(shop.index, index, "\(name) rewritten")
        }
    }

    // MARK: - Helpers

    /// A shop whose first start has written its index, older than the catalogue by a tick of the clock.
    private func makeShop(
        selling catalogue: Catalogue = IndexedShopFiles.sample, file: StaticString = #filePath, line: UInt = #line
    ) async throws -> IndexedShopFiles {
        let shop = makeShopFiles(selling: catalogue, file: file, line: line)
        try await shop.openFirst()
        XCTAssertNotNil(shop.index, "the first start wrote no index", file: file, line: line)
        trackForMemoryLeaks(shop.files, file: file, line: line)
        return shop
    }

    private func indexFile(_ shop: IndexedShopFiles) -> CatalogueIndexFile {
        CatalogueIndexFile(path: IndexedShopFiles.indexPath, fileSystem: shop.files, minimumCatalogueSize: 0)
    }

    /// `index` with the little-endian word at `offset` of its header set to `value` and the header's checksum made
    /// right again, so that only the header's own checks can refuse it.
    private func resealed(_ index: Data, setting value: UInt64, at offset: Int) -> Data {
        var bytes = [UInt8](index)
        bytes.withUnsafeMutableBytes { raw in
            raw.storeBytes(of: value.littleEndian, toByteOffset: offset, as: UInt64.self)
            let header = UnsafeRawBufferPointer(rebasing: raw[24..<CatalogueIndexHeader.blockSize])
            raw.storeBytes(of: ContentHash.hash(header).littleEndian, toByteOffset: 16, as: UInt64.self)
        }
        return Data(bytes)
    }
}
