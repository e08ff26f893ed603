@testable import Adapters
import Entities
import Foundation
import TaschTestSupport
import XCTest

/// The index is written a few blocks at a time, each checksummed before it goes, rather than laid out whole in memory
/// first: its bytes are the same, however small the pieces, and the same as the whole index's were.
final class IndexWrittenInPiecesTests: XCTestCase {
    func test_index_isByteForByteTheIndexLaidOutWholeBefore() throws {
        let index = try XCTUnwrap(CatalogueIndexBuilder.index(of: Self.catalogue, madeFrom: Self.identity, contentHash: 0x5EED))

        XCTAssertEqual(index.count, Self.wholeIndexLength)
        XCTAssertEqual(Self.hashAsVersion7(index), Self.wholeIndexHash)
    }

    func test_index_isTheSameBytes_howeverFewBlocksEachPieceHolds() throws {
        for blocks in [1, 2, 3, 7] {
            let index = try XCTUnwrap(CatalogueIndexBuilder.index(of: Self.catalogue, madeFrom: Self.identity, contentHash: 0x5EED, bufferBlocks: blocks))

            XCTAssertEqual(Self.hashAsVersion7(index), Self.wholeIndexHash, "pieces of \(blocks) blocks")
        }
    }

    func test_write_throwsWhatAWriteThrew_havingStoppedEveryJob() throws {
        let plan = try XCTUnwrap(CatalogueIndexBuilder.Plan(Self.catalogue))
        let pieces = FailingPieces(failingAt: plan.fileLength / 2)

        XCTAssertThrowsError(try CatalogueIndexBuilder.write(plan, madeFrom: Self.identity, contentHash: 1, to: pieces, bufferBlocks: 2)) { error in
            XCTAssertEqual(error as? FailingPieces.Failure, FailingPieces.Failure())
        }
    }

    func test_index_ofACatalogueOfFewProducts_isWholeAndReadable() throws {
        for count in [0, 1, 63, 64, 65, 129] {
            let products = (0..<count).map { makeProduct(id: $0 + 1, name: "Oak \($0)", stock: $0 % 2) }
            let packed = PackedCatalogue(packing: makeCatalogue(products))

            let index = try XCTUnwrap(CatalogueIndexBuilder.index(of: packed, madeFrom: Self.identity, contentHash: 1, bufferBlocks: 1))

            let header = try CatalogueIndexHeader(decoding: Array(index.prefix(CatalogueIndexHeader.blockSize)), fileSize: index.count)
            XCTAssertEqual(header.productCount, count)
            XCTAssertNoThrow(try header.checkLayout(), "\(count) products")
        }
    }

    // MARK: - Helpers

    /// Pieces that throw once a piece reaches `failingAt`.
    private final class FailingPieces: FilePieces, @unchecked Sendable {
        struct Failure: Error, Equatable {}
        let failingAt: Int

        init(failingAt: Int) {
            self.failingAt = failingAt
        }

        func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws {
            if offset + bytes.count > failingAt { throw Failure() }
        }
    }

    /// What the index of `catalogue` was when it was laid out whole in one buffer (main at 9ecc3c4, index version 7).
    private static let wholeIndexLength = 253_952
    private static let wholeIndexHash: UInt64 = 5_135_804_639_143_599_984

    /// The hash of `index` with its header's version word 7 and its header sealed again, as that layout wrote it: a
    /// later version that changes no byte of the layout (version 8 changed only how the catalogue's hash is made,
    /// which these indexes are given) is still held to it.
    private static func hashAsVersion7(_ index: Data) -> UInt64 {
        var bytes = [UInt8](index)
        let checksum = CatalogueIndexHeader.checksumOffset
        bytes.withUnsafeMutableBytes { raw in
            raw.storeBytes(of: UInt64(7).littleEndian, toByteOffset: 8, as: UInt64.self)
            let sealed = ContentHash.hash(UnsafeRawBufferPointer(rebasing: raw[(checksum + 8)..<CatalogueIndexHeader.blockSize]))
            raw.storeBytes(of: sealed.littleEndian, toByteOffset: checksum, as: UInt64.self)
        }
        return bytes.withUnsafeBytes { ContentHash.hash($0) }
    }

    private static let identity = FileIdentity(device: 7, inode: 11, size: 123_456, modificationTime: 1_000_000_007, changeTime: 1_000_000_009)

    /// Products enough for two halves and bodies over many blocks, which do not end on a block where one half's end:
    /// texts of every length and script, colours and sizes, with gift cards in a section of the file.
    static let catalogue: PackedCatalogue = {
        var random = SeededGenerator(seed: 38)
        func pick(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        let words = ["oak", "Ωmega", "日本", "café", "tote", "linen", "straße", "İstanbul", "🧺", "x"]
        func text(_ most: Int) -> String { (0..<pick(most)).map { _ in words[pick(words.count)] }.joined(separator: " ") }
        let products = (1...700).map { id in
            try! Product(
                id: ProductID(id * 3)!, name: "n\(id) " + text(4), shortDescription: text(6), description: text(40),
                colours: (0..<pick(5)).map { _ in Colour(red: UInt8(pick(256)), green: UInt8(pick(256)), blue: UInt8(pick(256))) },
                dimensions: (0..<pick(4)).map { _ in Dimension(axis: [.height, .width, .depth][pick(3)], centimeters: Double(pick(900)) / 8, inches: 2.5)! },
                price: Money(minorUnits: pick(100_000), currency: .usDollar), stock: pick(5), image: pick(2) == 0 ? "" : "p\(id).png"
            )
        }
        let cards = [makeGiftCard("WINTER-7KQ2", cents: 5_000), makeGiftCard("THANKS-25", cents: 2_500)]
        let json = CatalogueFileText.json(for: try! Catalogue(currency: .usDollar, products: products), giftCards: cards)
        return try! CatalogueMapper.packedCatalogue(json)
    }()
}
