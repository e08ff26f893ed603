@testable import Adapters
import Entities
import Foundation
import Synchronization
import TaschTestSupport
import XCTest

/// A first start reads its catalogue file once, hashing the bytes as they come rather than in a second pass, and gives
/// back the memory of the products it decoded as it goes, so that the file and the catalogue it became are never both
/// held whole. A file the fast decoder does not take is read again, whole, for the slow path.
final class ReadACatalogueFileOnceTests: XCTestCase {
    func test_open_readsAValidCatalogueOnce_andIndexesItUnderTheHashOfItsBytes() async throws {
        let json = CatalogueFileText.json(for: IndexedShopFiles.sample)
        let (sut, files) = makeSUT(json)

        await (try sut.open(atPath: Self.cataloguePath)).finishWriting()

        XCTAssertEqual(files.journal.filter { $0 == .read(Self.cataloguePath) }.count, 1)
        XCTAssertEqual(try indexedHash(in: files), FileHash.hash(json))
    }

    func test_open_readsAFileTheFastDecoderDoesNotTakeAgain_forTheSlowPath_whichOpensIt() async throws {
        let json = catalogueJSON(productJSON(["id": "3", "price": "1e2"]))
        let (sut, files) = makeSUT(json)

        let opened = try sut.open(atPath: Self.cataloguePath)
        await opened.finishWriting()

        let products = try await opened.catalogue.products(withIDs: [ProductID(3)!])
        XCTAssertEqual(products.first?.price.minorUnits, 10_000)
        XCTAssertEqual(files.journal.filter { $0 == .read(Self.cataloguePath) }.count, 2)
        XCTAssertEqual(try indexedHash(in: files), FileHash.hash(json))
    }

    func test_fastPackedCatalogue_givesBackWhatEachHalfDecoded_neverWhatPrecedesTheProducts_andDecodesAlike() throws {
        let json = Self.bigCatalogue
        let productsStart = try XCTUnwrap(json.firstRange(of: Data("[".utf8))).lowerBound + 1
        let released = RangeSpy()
        let file = json.withUnsafeBytes { FileBytes(copying: $0) }
        let spied = FileBytes(bytes: file.bytes, givingBack: { part in
            released.record(part.baseAddress! - file.bytes.baseAddress!, part.count)
            UnsafeMutableRawBufferPointer(mutating: part).initializeMemory(as: UInt8.self, repeating: 0)
        }, freeing: { _ in })

        let catalogue = try XCTUnwrap(withExtendedLifetime(file) { CatalogueMapper.fastPackedCatalogue(spied) })

        XCTAssertEqual(catalogue.unpacked(), try CatalogueMapper.packedCatalogue(json).unpacked(), "decoded as without giving anything back")
        let ranges = released.ranges
        XCTAssertTrue(ranges.allSatisfy { $0.lowerBound >= productsStart && $0.upperBound <= json.count }, "\(ranges)")
        XCTAssertGreaterThan(ranges.map(\.upperBound).max() ?? 0, json.count / 2 + FastCatalogueDecoder.defaultReleaseStep, "the second half gives back too")
        XCTAssertTrue(ranges.contains { $0.lowerBound == productsStart }, "the first half gives back from the first product")
    }

    func test_fastPackedCatalogue_givingBackAfterEveryProduct_onOneCoreOrTwo_decodesAlike() throws {
        let tricky = TrickyCatalogue(count: 300, seed: 38).catalogue
        let json = CatalogueFileText.json(for: tricky, giftCards: [makeGiftCard("WINTER-7KQ2", cents: 5_000)])
        let bom = Data([0xEF, 0xBB, 0xBF]) + json

        for (input, twoCoresFrom) in [(json, Int.max), (json, 0), (bom, 0)] {
            let decoded = CatalogueMapper.fastPackedCatalogue(FileBytes(copying: input), twoCoresFrom: twoCoresFrom, releasingEvery: 1)

            XCTAssertEqual(decoded?.unpacked(), tricky, "from \(twoCoresFrom) bytes on two cores, \(input.count) bytes")
            XCTAssertEqual(decoded?.sections, try CatalogueMapper.packedCatalogue(json).sections)
        }
    }

    // MARK: - Helpers

    /// About 10 MB: two halves, each reading on past a few steps of giving back; an ignored field before the products,
    /// whose name the decoder still compares after them.
    private static let bigCatalogue: Data = {
        let products = (1...40_000).map { id in
            productJSON(["id": "\(id)", "name": "\"Oak lamp \(id)\"", "description": "\"\(String(repeating: "Turned oak, linen shade. ", count: 6))\""])
        }
        let json = "{\"currency\": \"EUR\", \"note\": 1, \"products\": [\(products.joined(separator: ",\n"))], \"notes\": 2}"
        return Data(json.utf8)
    }()

    private func makeSUT(_ json: Data) -> (sut: CatalogueFileReader, files: InMemoryFileSystem) {
        let files = InMemoryFileSystem(files: [Self.cataloguePath: json])
        let index = CatalogueIndexFile(path: Self.indexPath, fileSystem: files, minimumCatalogueSize: 0)
        trackForMemoryLeaks(files)
        return (CatalogueFileReader(fileSystem: files, index: index), files)
    }

    private func indexedHash(in files: InMemoryFileSystem) throws -> UInt64 {
        let index = try XCTUnwrap(files.files[Self.indexPath])
        return try CatalogueIndexHeader(decoding: Array(index.prefix(CatalogueIndexHeader.blockSize)), fileSize: index.count).catalogueHash
    }
}

/// The ranges given back, from any thread.
private final class RangeSpy: Sendable {
    private let recorded = Mutex<[Range<Int>]>([])

    var ranges: [Range<Int>] { recorded.withLock { $0 } }

    func record(_ start: Int, _ count: Int) {
        recorded.withLock { $0.append(start..<(start + count)) }
    }
}
