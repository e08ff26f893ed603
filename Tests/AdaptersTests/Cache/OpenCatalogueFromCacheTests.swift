@testable import Adapters
import Entities
import Foundation
import TaschTestSupport
import XCTest

/// The start-up cache file: used only when made from the catalogue file as it is now, rebuilt on any change or damage.
final class OpenCatalogueFromCacheTests: XCTestCase {
    func test_catalogue_isNilOnFirstStart() {
        let (sut, _) = makeSUT()

        XCTAssertNil(sut.catalogue(forFileAt: cataloguePath))
    }

    func test_save_writesTheCacheBesideTheStateFile() throws {
        let (sut, files) = makeSUT()

        try decodeAndSave(sut, files)

        XCTAssertEqual(files.writtenPaths, [cachePath])
    }

    func test_catalogue_givesTheDecodedCatalogueOnSecondStart() throws {
        let (sut, files) = makeSUT()
        let decoded = try decodeAndSave(sut, files)

        XCTAssertEqual(sut.catalogue(forFileAt: cataloguePath)?.unpacked(), decoded)
    }

    func test_catalogue_readsTheCacheAndNotTheJSONOnMatchingKey() throws {
        let (sut, files) = makeSUT()
        let json = try XCTUnwrap(files.files[cataloguePath])
        let attributes = try XCTUnwrap(files.attributes(atPath: cataloguePath))
        let key = json.withUnsafeBytes { CatalogueCacheKey(path: cataloguePath, attributes: attributes, contents: $0) }
        // A cache holding another catalogue proves which one was read.
        let other = makeCatalogue([makeProduct(id: 99, name: "Only in the cache")])
        files.seed(CatalogueCache.data(for: PackedCatalogue(packing: other), key: key), atPath: cachePath)

        XCTAssertEqual(sut.catalogue(forFileAt: cataloguePath)?.unpacked(), other)
    }

    func test_catalogue_isNilOnChangedSize() throws {
        let (sut, files) = makeSUT()
        try decodeAndSave(sut, files)

        files.seed(catalogueJSON(count: 3) + Data(" ".utf8), atPath: cataloguePath)

        XCTAssertNil(sut.catalogue(forFileAt: cataloguePath))
    }

    func test_catalogue_isNilOnChangedModificationTime() throws {
        let (sut, files) = makeSUT()
        try decodeAndSave(sut, files)

        files.setModificationTime(2_000, atPath: cataloguePath)

        XCTAssertNil(sut.catalogue(forFileAt: cataloguePath))
    }

    func test_catalogue_isNilOnChangedContentWithSameSizeAndTime() throws {
        let (sut, files) = makeSUT()
        try decodeAndSave(sut, files)
        var changed = try XCTUnwrap(files.files[cataloguePath])
        let digit = try XCTUnwrap(changed.lastIndex(of: UInt8(ascii: "7")))
        changed[digit] = UInt8(ascii: "8")

        files.seed(changed, atPath: cataloguePath)

        XCTAssertEqual(files.attributes(atPath: cataloguePath), FileAttributes(size: changed.count, modificationTime: 1_000))
        XCTAssertNil(sut.catalogue(forFileAt: cataloguePath))
    }

    func test_catalogue_isNilOnCatalogueAtAnotherPath() throws {
        let (sut, files) = makeSUT()
        try decodeAndSave(sut, files)
        files.seed(try XCTUnwrap(files.files[cataloguePath]), atPath: "/shop/copy.json")
        files.setModificationTime(1_000, atPath: "/shop/copy.json")

        XCTAssertNil(sut.catalogue(forFileAt: "/shop/copy.json"))
    }

    func test_catalogue_isNilOnDamagedCache() throws {
        let (sut, files) = makeSUT()
        try decodeAndSave(sut, files)
        let cache = try XCTUnwrap(files.files[cachePath])
        var flipped = cache
        flipped[cache.count / 2] ^= 0x01
        var otherVersion = cache
        otherVersion[8] &+= 1
        let damaged = ["truncated": cache.prefix(cache.count - 1), "flipped byte": flipped, "other version": otherVersion,
                       "empty": Data(), "random bytes": Data((0..<cache.count).map { UInt8(truncatingIfNeeded: $0 &* 131) })]

        for (name, data) in damaged {
            files.seed(data, atPath: cachePath)
            XCTAssertNil(sut.catalogue(forFileAt: cataloguePath), name)
        }
    }

    func test_save_isSilentOnUnwritableCache() throws {
        let (sut, files) = makeSUT()
        files.failWrites(with: CocoaError(.fileWriteNoPermission))

        try decodeAndSave(sut, files)

        XCTAssertEqual(files.writtenPaths, [])
        XCTAssertNil(sut.catalogue(forFileAt: cataloguePath))
    }

    func test_save_writesNothingForSmallCatalogues() throws {
        let (sut, files) = makeSUT(minimumCatalogueSize: 1_000_000)

        try decodeAndSave(sut, files)

        XCTAssertEqual(files.writtenPaths, [])
    }

    // MARK: - Helpers

    private let cataloguePath = "/shop/catalogue.json"
    private let cachePath = "/state/catalogue.cache"

    private func makeSUT(minimumCatalogueSize: Int = 0, file: StaticString = #filePath, line: UInt = #line) -> (CatalogueCacheFile, InMemoryFileSystem) {
        let files = InMemoryFileSystem(files: [cataloguePath: catalogueJSON(count: 3)])
        files.setModificationTime(1_000, atPath: cataloguePath)
        let sut = CatalogueCacheFile(path: cachePath, fileSystem: files, minimumCatalogueSize: minimumCatalogueSize)
        trackForMemoryLeaks(files, file: file, line: line)
        return (sut, files)
    }

    /// Does what a first start does: decodes the catalogue file and saves the cache.
    @discardableResult
    private func decodeAndSave(_ sut: CatalogueCacheFile, _ files: InMemoryFileSystem) throws -> Catalogue {
        let json = try XCTUnwrap(files.files[cataloguePath])
        let catalogue = try CatalogueMapper.packedCatalogue(json)
        sut.save(catalogue, decodedFrom: json, readFrom: cataloguePath)
        return try XCTUnwrap(catalogue.unpacked())
    }

    private func catalogueJSON(count: Int) -> Data {
        let products = (1...count).map { id in
            #"{"id": \#(id), "name": "Café \#(id) 🧺", "price": 12.\#(id)7, "quantity": \#(id), "colors": [{"value": "C1A57B"}]}"#
        }
        return Data(#"{"currency": "EUR", "products": [\#(products.joined(separator: ", "))]}"#.utf8)
    }
}
