@testable import Adapters
import Entities
import Foundation
import TaschTestSupport
import XCTest

/// The cache's format: what it gives back is exactly what was decoded, and anything damaged gives nothing.
final class CatalogueCacheFormatTests: XCTestCase {
    func test_catalogue_equalsTheDecodedCatalogueOnGeneratedCatalogues() throws {
        // Seeds cover accents, emoji, escapes, colours, fractional sizes and USD, EUR, JPY (no decimals) and KWD.
        for seed in UInt64(1)...40 {
            var generator = GeneratedCatalogue(seed: seed)
            let decoded = try CatalogueMapper.packedCatalogue(generator.json(products: Int(seed % 9) * 4))

            let cached = CatalogueCache.catalogue(from: [UInt8](CatalogueCache.data(for: decoded, key: key)), key: key)?.unpacked()

            XCTAssertEqual(cached, decoded.unpacked(), "seed \(seed)")
            XCTAssertEqual(cached?.products.map(\.price), decoded.unpacked()?.products.map(\.price), "seed \(seed)")
        }
    }

    func test_catalogue_isNilOnAnotherKey() throws {
        let data = CatalogueCache.data(for: try makeDecodedCatalogue(), key: key)
        let others = [
            CatalogueCacheKey(path: "/other.json", attributes: key.attributes, contentHash: key.contentHash),
            CatalogueCacheKey(path: key.path, attributes: FileAttributes(size: 2, modificationTime: 5), contentHash: key.contentHash),
            CatalogueCacheKey(path: key.path, attributes: FileAttributes(size: 1, modificationTime: 6), contentHash: key.contentHash),
            CatalogueCacheKey(path: key.path, attributes: key.attributes, contentHash: key.contentHash ^ 1),
        ]

        for other in others {
            XCTAssertNil(cached(data, key: other), "\(other)")
        }
    }

    func test_catalogue_isNilOnEveryTruncation() throws {
        let data = CatalogueCache.data(for: try makeDecodedCatalogue(), key: key)

        for length in 0..<data.count {
            XCTAssertNil(cached(data.prefix(length)), "cut at \(length)")
        }
    }

    func test_catalogue_isNilOnEveryFlippedByte() throws {
        let data = CatalogueCache.data(for: try makeDecodedCatalogue(), key: key)

        for index in data.indices {
            var damaged = data
            damaged[index] ^= 0x20
            XCTAssertNil(cached(damaged), "byte \(index)")
        }
    }

    func test_catalogue_isNilOnAnotherVersion() throws {
        var data = CatalogueCache.data(for: try makeDecodedCatalogue(), key: key)
        data[8] = UInt8(CatalogueCache.version + 1)

        XCTAssertNil(cached(data))
    }

    func test_catalogue_isNilOnEmptyOrRandomBytes() {
        var random = SeededGenerator(seed: 7)
        XCTAssertNil(cached(Data()))
        for length in [1, 31, 32, 33, 100, 4_096] {
            let garbage = Data((0..<length).map { _ in UInt8.random(in: 0...255, using: &random) })
            XCTAssertNil(cached(garbage), "\(length) random bytes")
            XCTAssertNil(cached(Data("TASCHCAT".utf8) + garbage), "magic and \(length) random bytes")
        }
    }

    func test_catalogue_isNilOnASplitBetweenHalvesThatIsNotWhereTheSecondHalfStarts() throws {
        let catalogue = try makeDecodedCatalogue(products: 3)
        let data = CatalogueCache.data(for: catalogue, key: key)
        let textLength = catalogue.text.utf8.count
        // After the header, the key (path, size, time, hash), the currency, the shared text and the count: the split,
        // then its offset.
        let split = 32 + 8 + key.path.utf8.count + 3 * 8 + 8 + 3 + 8 + textLength + 8

        for (offset, delta) in [(split, -1), (split, 1), (split + 8, -1), (split + 8, 1), (split + 8, 1_000)] {
            XCTAssertNil(cached(resealed(data, changingWordAt: offset, by: delta)), "word at \(offset) by \(delta)")
        }
    }

    func test_catalogue_isNilWhenAProductsTextSpanLiesOutsideTheSharedText() throws {
        let catalogue = try makeDecodedCatalogue(products: 3)
        let data = CatalogueCache.data(for: catalogue, key: key)
        let textLength = catalogue.text.utf8.count
        // The first product follows the split and its offset: its id, then its name's start and length.
        let nameStart = 32 + 8 + key.path.utf8.count + 3 * 8 + 8 + 3 + 8 + textLength + 8 + 2 * 8 + 8

        for (offset, delta) in [(nameStart, -1), (nameStart, textLength), (nameStart + 8, textLength), (nameStart + 8, -100)] {
            XCTAssertNil(cached(resealed(data, changingWordAt: offset, by: delta)), "word at \(offset) by \(delta)")
        }
    }

    func test_catalogue_equalsProductsMadeOneByOne_whoseTextsAreNotShared() throws {
        let catalogue = makeCatalogue([makeProduct(id: 1, name: "Oak Tote"), makeProduct(id: 2, name: "Wool Throw")])

        let restored = cached(CatalogueCache.data(for: PackedCatalogue(packing: catalogue), key: key))

        XCTAssertEqual(restored, catalogue)
        XCTAssertEqual(restored?.products.map(\.name), ["Oak Tote", "Wool Throw"])
    }

    func test_catalogue_equalsTheDecodedCatalogueAfterResealingUnchanged() throws {
        let decoded = try makeDecodedCatalogue(products: 3)
        let data = CatalogueCache.data(for: decoded, key: key)

        XCTAssertEqual(cached(resealed(data, changingWordAt: 32, by: 0)), decoded.unpacked())
    }

    func test_hash_isTheSameInPiecesOfAnySize() {
        var random = SeededGenerator(seed: 3)
        let bytes = (0..<1_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        let whole = bytes.withUnsafeBytes { ContentHash.hash($0) }

        for pieceSize in [1, 7, 31, 32, 33, 100, 999] {
            var hash = ContentHash()
            bytes.withUnsafeBytes { all in
                for start in stride(from: 0, to: all.count, by: pieceSize) {
                    hash.combine(UnsafeRawBufferPointer(rebasing: all[start..<min(start + pieceSize, all.count)]))
                }
            }
            XCTAssertEqual(hash.finalize(), whole, "pieces of \(pieceSize)")
        }
    }

    // MARK: - Helpers

    private let key = CatalogueCacheKey(path: "/shop/catalogue.json", attributes: FileAttributes(size: 1, modificationTime: 5), contentHash: 42)

    /// `data` with the little-endian word at `offset` changed by `delta` and the payload's hash made right again, so
    /// that only the format's own checks can refuse it.
    private func resealed(_ data: Data, changingWordAt offset: Int, by delta: Int) -> Data {
        var bytes = [UInt8](data)
        bytes.withUnsafeMutableBytes { raw in
            let word = Int(Int64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: Int64.self)))
            raw.storeBytes(of: Int64(word + delta).littleEndian, toByteOffset: offset, as: Int64.self)
            raw.storeBytes(of: ContentHash.hash(UnsafeRawBufferPointer(rebasing: raw[32...])).littleEndian, toByteOffset: 24, as: UInt64.self)
        }
        return Data(bytes)
    }

    /// The catalogue the cache in `data` holds, made for `key`, as entities; nil when it is refused.
    private func cached(_ data: Data, key: CatalogueCacheKey? = nil) -> Catalogue? {
        CatalogueCache.catalogue(from: [UInt8](data), key: key ?? self.key)?.unpacked()
    }

    private func makeDecodedCatalogue(products count: Int) throws -> PackedCatalogue {
        let products = (1...count).map { #"{"id": \#($0), "name": "Lamp \#($0)", "price": \#($0 * 100), "quantity": 1}"# }
        return try CatalogueMapper.packedCatalogue(Data(#"{"currency": "JPY", "products": [\#(products.joined(separator: ", "))]}"#.utf8))
    }

    private func makeDecodedCatalogue() throws -> PackedCatalogue {
        try CatalogueMapper.packedCatalogue(Data("""
        {"currency": "JPY", "products": [
          {"id": 7, "name": "Café 🧺", "shortDescription": "naïve", "price": 1200, "quantity": 3, "image": "c.png",
           "colors": [{"value": "2F4F4F"}], "dimensions": [{"dimension": "depth", "centimeters": 0.1, "inches": 1}]}
        ]}
        """.utf8))
    }
}
