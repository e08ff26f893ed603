@testable import Drivers
import Foundation
import XCTest

/// Indexes of big catalogues live in Tasch's cache folder, one for each catalogue, named after its real path; only the
/// last few written are kept.
final class KeepCatalogueIndexesInTheCacheTests: XCTestCase {
    func test_folder_isUnderXDGCacheHomeWhenAbsoluteElseUnderTheHomesCache() {
        XCTAssertEqual(CatalogueIndexCache.folder(environment: ["XDG_CACHE_HOME": "/var/cache/ann", "HOME": "/home/ann"]), "/var/cache/ann/tasch")
        XCTAssertEqual(CatalogueIndexCache.folder(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/ann"]), "/home/ann/.cache/tasch")
        XCTAssertEqual(CatalogueIndexCache.folder(environment: ["HOME": "/home/ann"]), "/home/ann/.cache/tasch")
        XCTAssertNil(CatalogueIndexCache.folder(environment: [:]))
    }

    func test_indexPath_isOneFileForEachCatalogue_namedAfterIt() {
        let sut = CatalogueIndexCache(folder: "/cache/tasch")

        let shop = sut.indexPath(forCatalogueAt: "/shops/big.json")
        let other = sut.indexPath(forCatalogueAt: "/other/big.json")

        XCTAssertTrue(shop.hasPrefix("/cache/tasch/big.json-"), shop)
        XCTAssertTrue(shop.hasSuffix(".index"), shop)
        XCTAssertNotEqual(shop, other)
        XCTAssertEqual(sut.indexPath(forCatalogueAt: "/shops/big.json"), shop, "the same catalogue, the same index")
    }

    func test_indexPath_isTheSameForEveryWayToNameTheCatalogue() throws {
        let folder = try makeFolder()
        let catalogue = folder.appendingPathComponent("big.json")
        try Data("{}".utf8).write(to: catalogue)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link.json"), withDestinationURL: catalogue)
        let sut = CatalogueIndexCache(folder: "/cache")

        let direct = sut.indexPath(forCatalogueAt: catalogue.path)

        XCTAssertEqual(sut.indexPath(forCatalogueAt: folder.appendingPathComponent("link.json").path), direct)
        XCTAssertEqual(sut.indexPath(forCatalogueAt: folder.path + "/./sub/../big.json"), direct)
        XCTAssertEqual(sut.indexPath(forCatalogueAt: "big.json", inFolder: folder.path), direct)
    }

    func test_removeOldIndexes_keepsTheMostRecentlyWrittenAndLeavesOtherFiles() throws {
        let folder = try makeFolder()
        let names = (1...6).map { "catalogue-\($0).json-00000000000000\($0)0.index" }
        for (age, name) in names.enumerated() {
            let path = folder.appendingPathComponent(name).path
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("index".utf8)))
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: Double(1_000 + age))], ofItemAtPath: path)
        }
        try Data("not ours".utf8).write(to: folder.appendingPathComponent("notes.txt"))

        CatalogueIndexCache(folder: folder.path).removeOldIndexes()

        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(left, Array(names.suffix(CatalogueIndexCache.kept)) + ["notes.txt"])
    }

    func test_removeOldIndexes_createsNothingAndRemovesNothingWhenItsFolderIsMissing() throws {
        let parent = try makeFolder()
        let beside = "shop.json-0000000000000001.index"
        try Data("index".utf8).write(to: parent.appendingPathComponent(beside))

        CatalogueIndexCache(folder: parent.appendingPathComponent("tasch").path).removeOldIndexes()

        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: parent.path), [beside], "no folder made, nothing beside it removed")
    }

    private func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tasch-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }
}
