@testable import Adapters
import Foundation
import TaschTestSupport
import XCTest

/// A catalogue given as a pipe (`--catalogue <(…)`, `/dev/stdin`) is read whole, as it comes, and sold without an
/// index: a stream has no identity an index could be trusted by, and cannot be read again.
final class ReadACatalogueStreamTests: XCTestCase {
    func test_open_readsACatalogueThatIsNoRegularFileWhole_andWritesNoIndex() async throws {
        let (sut, files) = makeSUT()
        files.seedStream(CatalogueFileText.json(for: IndexedShopFiles.sample), atPath: "/dev/fd/63")

        let opened = try sut.open(atPath: "/dev/fd/63")
        await opened.finishWriting()

        XCTAssertTrue(opened.catalogue is IndexedCatalogue)
        try await assertSells(IndexedShopFiles.sample, opened.catalogue)
        XCTAssertEqual(files.writtenPaths, [])
    }

    func test_open_refusesAStreamOverTheLargestSizeAsInvalid() {
        let (sut, files) = makeSUT(maximumSize: 1_024)
        files.seedStream(Data(repeating: 0x20, count: 2_048), atPath: "/dev/stdin")

        XCTAssertThrowsError(try sut.open(atPath: "/dev/stdin")) { error in
            XCTAssertEqual(error as? CatalogueFileReader.Failure, .invalid("the file is larger than 1 KiB, the most Tasch reads"))
        }
    }

    func test_open_saysNoSuchFileWhenNothingIsThere() {
        let (sut, _) = makeSUT()

        XCTAssertThrowsError(try sut.open(atPath: "/missing.json")) { error in
            XCTAssertEqual(error as? CatalogueFileReader.Failure, .unreadable(nil))
        }
    }

    private func makeSUT(maximumSize: Int = CatalogueMapper.maximumFileSize) -> (sut: CatalogueFileReader, files: InMemoryFileSystem) {
        let files = InMemoryFileSystem()
        let index = CatalogueIndexFile(path: "/cache/catalogue.index", fileSystem: files, minimumCatalogueSize: 0)
        return (CatalogueFileReader(fileSystem: files, index: index, maximumSize: maximumSize), files)
    }
}
