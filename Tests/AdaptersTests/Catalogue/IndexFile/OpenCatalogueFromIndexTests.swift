@testable import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

/// When a start answers from the index and when it decodes the catalogue and writes a new one: the index is used only
/// when made from the catalogue file as it is now, by its identity, as git's index trusts a file's stat.
final class OpenCatalogueFromIndexTests: XCTestCase {
    func test_firstStart_decodesTheCatalogue_andWritesTheIndexBesideTheStateFile() async throws {
        let shop = makeShopFiles()

        let catalogue = try await shop.openFirst()

        XCTAssertTrue(catalogue is IndexedCatalogue)
        XCTAssertEqual(shop.files.writtenPaths, [IndexedShopFiles.indexPath])
        try await assertSells(shop.catalogue, catalogue)
    }

    func test_secondStart_answersFromTheIndex_withoutReadingTheCatalogueFile() async throws {
        let shop = makeShopFiles()
        try await shop.openFirst()
        let journalBefore = shop.files.journal.count

        let catalogue = try shop.open().catalogue

        XCTAssertTrue(catalogue is IndexFileCatalogue)
        XCTAssertFalse(shop.files.journal.dropFirst(journalBefore).contains(.read(IndexedShopFiles.cataloguePath)))
        try await assertSells(shop.catalogue, catalogue)
        XCTAssertEqual(shop.files.writtenPaths, [IndexedShopFiles.indexPath], "nothing written again")
    }

    func test_open_writesNoIndexForSmallCatalogues() async throws {
        let files = InMemoryFileSystem(files: [IndexedShopFiles.cataloguePath: CatalogueFileText.json(for: IndexedShopFiles.sample)])
        let index = CatalogueIndexFile(path: IndexedShopFiles.indexPath, fileSystem: files, minimumCatalogueSize: 1 << 20)

        await (try CatalogueFileReader(fileSystem: files, index: index).open(atPath: IndexedShopFiles.cataloguePath)).finishWriting()

        XCTAssertEqual(files.writtenPaths, [])
    }

    func test_open_isSilentOnAnIndexThatCannotBeWritten() async throws {
        let shop = makeShopFiles()
        shop.files.failWrites(with: CocoaError(.fileWriteNoPermission))

        let catalogue = try await shop.openFirst()

        XCTAssertEqual(shop.files.writtenPaths, [])
        try await assertSells(shop.catalogue, catalogue)
    }

    func test_open_writesNoIndexForAnInvalidCatalogue_andKeepsItsError() async throws {
        let shop = makeShopFiles()
        shop.files.seed(Data(#"{"products": [{"id": 1}"#.utf8), atPath: IndexedShopFiles.cataloguePath)

        XCTAssertThrowsError(try shop.open()) { error in
            XCTAssertEqual(error as? CatalogueFileReader.Failure, .invalid("not valid JSON: the document ends too early at line 1, column 24"))
        }
        XCTAssertEqual(shop.files.writtenPaths, [])
    }

    func test_open_removesTheStartUpCacheTheIndexReplaces() throws {
        let shop = makeShopFiles()
        shop.files.seed(Data("an old cache".utf8), atPath: "/state/catalogue.cache")

        _ = try shop.open()

        XCTAssertNil(shop.files.files["/state/catalogue.cache"])
    }

    func test_open_rebuildsTheIndex_whenTheCatalogueIsTouchedReplacedOrEditedInPlace() async throws {
        let path = IndexedShopFiles.cataloguePath
        let changes: [(String, (InMemoryFileSystem, FileIdentity) -> Void)] = [
            ("touched", { files, _ in files.touch(atPath: path) }),
            ("touched back to its old modification time", { files, old in files.touch(atPath: path, modified: old.modificationTime) }),
            ("edited in place, same size", { files, _ in files.edit(atPath: path) { Self.renameProduct(in: &$0) } }),
            ("replaced by another file of the same size and times", { files, old in
                var json = files.files[path] ?? Data()
                Self.renameProduct(in: &json)
                files.seed(json, atPath: path)
                files.setTimes(old.modificationTime, atPath: path)
            }),
        ]
        for (name, change) in changes {
            let shop = makeShopFiles()
            try await shop.openFirst()
            change(shop.files, try XCTUnwrap(shop.files.identity(atPath: path)))

            let catalogue = try await shop.openFirst()

            XCTAssertTrue(catalogue is IndexedCatalogue, name)
            XCTAssertEqual(shop.files.writtenPaths, [IndexedShopFiles.indexPath, IndexedShopFiles.indexPath], name)
            try await assertSells(try CatalogueMapper.map(try XCTUnwrap(shop.files.files[path])), catalogue, name)
        }
    }

    func test_open_rebuildsTheIndex_whenTheCatalogueChangedWithinTheTickTheIndexWasWrittenIn() async throws {
        let shop = makeShopFiles()
        try await shop.openFirst()
        // The index was written in the same tick of the clock as the catalogue's last change, and the catalogue changed
        // again within that tick, which leaves its times as they were: only their not being older than the index tells.
        let changed = try XCTUnwrap(shop.files.identity(atPath: IndexedShopFiles.cataloguePath)).modificationTime
        shop.files.setTimes(changed, atPath: IndexedShopFiles.indexPath)
        shop.files.edit(atPath: IndexedShopFiles.cataloguePath, keepingTimes: true) { Self.renameProduct(in: &$0) }

        let catalogue = try await shop.openFirst()

        XCTAssertTrue(catalogue is IndexedCatalogue)
        let products = try await catalogue.products(withIDs: [id(1)])
        XCTAssertEqual(products.map(\.name), ["Elm lamp 1"])
    }

    func test_open_trustsTheIndexOfACatalogueDatedInTheFuture_onceItsBytesAreFoundUnchanged() async throws {
        let shop = makeShopFiles()
        // As `touch -d` leaves it: a modification time far ahead of the file system's clock, a change time now.
        shop.files.touch(atPath: IndexedShopFiles.cataloguePath, modified: Self.farFuture)
        try await shop.openFirst()

        let (second, third, thirdReadTheCatalogue) = try await twoMoreStarts(shop)

        XCTAssertTrue(second is IndexFileCatalogue, "the second start decoded the catalogue again")
        XCTAssertTrue(third is IndexFileCatalogue)
        XCTAssertEqual(shop.files.writtenPaths, [IndexedShopFiles.indexPath], "the index was written again")
        XCTAssertFalse(thirdReadTheCatalogue)
        try await assertSells(shop.catalogue, third)
    }

    func test_open_checksTheBytesAtEachStart_whileTheCatalogueChangedAheadOfTheIndexsClock() async throws {
        let shop = makeShopFiles()
        // As a file server whose clock is ahead leaves it: both times in the future.
        shop.files.setTimes(Self.farFuture, atPath: IndexedShopFiles.cataloguePath)
        try await shop.openFirst()

        let (second, third, thirdReadTheCatalogue) = try await twoMoreStarts(shop)

        XCTAssertTrue(second is IndexFileCatalogue)
        XCTAssertTrue(third is IndexFileCatalogue)
        XCTAssertEqual(shop.files.writtenPaths, [IndexedShopFiles.indexPath])
        XCTAssertTrue(thirdReadTheCatalogue, "its change time proves nothing yet")
        try await assertSells(shop.catalogue, third)
    }

    func test_open_trustsAnIndexWrittenWithinTheCataloguesTick_onceItsBytesAreFoundUnchanged() async throws {
        let shop = makeShopFiles()
        try await shop.openFirst()
        let changed = try XCTUnwrap(shop.files.identity(atPath: IndexedShopFiles.cataloguePath)).modificationTime
        shop.files.setTimes(changed, atPath: IndexedShopFiles.indexPath)

        let (second, third, thirdReadTheCatalogue) = try await twoMoreStarts(shop)

        XCTAssertTrue(second is IndexFileCatalogue)
        XCTAssertTrue(third is IndexFileCatalogue)
        XCTAssertEqual(shop.files.writtenPaths, [IndexedShopFiles.indexPath])
        XCTAssertFalse(thirdReadTheCatalogue)
    }

    func test_open_rebuildsAnIndexMadeForAnotherCatalogueFile() async throws {
        let shop = makeShopFiles()
        let other = makeShopFiles(selling: makeCatalogue([makeProduct(id: 1, name: "Only in the other")]))
        try await other.openFirst()
        try await shop.openFirst()
        shop.files.seed(try XCTUnwrap(other.index), atPath: IndexedShopFiles.indexPath)

        let catalogue = try await shop.openFirst()

        XCTAssertTrue(catalogue is IndexedCatalogue)
        try await assertSells(shop.catalogue, catalogue)
    }

    // MARK: - Helpers

    /// A time far past any the in-memory file system's clock reaches.
    private static let farFuture: Int64 = 1 << 40

    /// The catalogues a second and a third start open, and whether the third read the catalogue file.
    private func twoMoreStarts(
        _ shop: IndexedShopFiles
    ) async throws -> (second: any ProductCatalogue, third: any ProductCatalogue, thirdReadTheCatalogue: Bool) {
        let second = try await shop.openFirst()
        let readBefore = shop.files.journal.count
        let third = try await shop.openFirst()
        return (second, third, shop.files.journal.dropFirst(readBefore).contains(.read(IndexedShopFiles.cataloguePath)))
    }

    /// Changes "Oak lamp 1" to "Elm lamp 1" in a catalogue file's bytes: another catalogue of the same size.
    private static func renameProduct(in json: inout Data) {
        guard let range = json.range(of: Data("\"Oak lamp 1\"".utf8)) else { return }
        json.replaceSubrange(range, with: Data("\"Elm lamp 1\"".utf8))
    }
}
