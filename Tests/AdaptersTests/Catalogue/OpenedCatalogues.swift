@testable import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

/// Catalogues opened the ways a start opens them, from a catalogue file in an in-memory file system.
extension XCTestCase {
    static let cataloguePath = "/shop/catalogue.json"
    static let indexPath = "/state/catalogue.index"

    /// `catalogue` written to a file and opened as a first start opens it: decoded, while its index is written.
    func decodedCatalogue(selling catalogue: Catalogue, file: StaticString = #filePath, line: UInt = #line) throws -> any ProductCatalogue {
        let opened = try catalogueFile(selling: catalogue).1.open(atPath: Self.cataloguePath)
        XCTAssertTrue(opened.catalogue is IndexedCatalogue, "a first start decodes the file", file: file, line: line)
        trackForMemoryLeaks(opened, file: file, line: line)
        return opened.catalogue
    }

    /// `catalogue` opened as a second start opens it, from an index written straight from the decoded catalogue.
    func catalogueFromAFreshIndex(selling catalogue: Catalogue, file: StaticString = #filePath, line: UInt = #line) throws -> any ProductCatalogue {
        let (files, reader) = catalogueFile(selling: catalogue)
        try seedIndex(ofTheCatalogueIn: files)
        return try answeredFromTheIndex(reader.open(atPath: Self.cataloguePath), file: file, line: line)
    }

    /// Writes the index of the catalogue file in `files` straight from the decoded catalogue.
    func seedIndex(ofTheCatalogueIn files: InMemoryFileSystem) throws {
        let identity = try XCTUnwrap(files.identity(atPath: Self.cataloguePath))
        let json = try XCTUnwrap(files.files[Self.cataloguePath])
        let decoded = try CatalogueMapper.packedCatalogue(json)
        files.seed(try XCTUnwrap(CatalogueIndexBuilder.index(of: decoded, madeFrom: identity, contentHash: FileHash.hash(json))), atPath: Self.indexPath)
    }

    /// `catalogue` opened as a second start opens it, from the index a first start wrote through the file system.
    func catalogueFromAReopenedIndex(selling catalogue: Catalogue, file: StaticString = #filePath, line: UInt = #line) async throws -> any ProductCatalogue {
        let (_, reader) = catalogueFile(selling: catalogue)
        try await reader.open(atPath: Self.cataloguePath).finishWriting()
        return try answeredFromTheIndex(reader.open(atPath: Self.cataloguePath), file: file, line: line)
    }

    /// A file system holding `catalogue`'s file, and a reader that indexes catalogues of any size.
    func catalogueFile(selling catalogue: Catalogue) -> (InMemoryFileSystem, CatalogueFileReader) {
        let files = InMemoryFileSystem(files: [Self.cataloguePath: CatalogueFileText.json(for: catalogue)])
        let index = CatalogueIndexFile(path: Self.indexPath, fileSystem: files, minimumCatalogueSize: 0)
        return (files, CatalogueFileReader(fileSystem: files, index: index))
    }

    /// Fails the test if the catalogue a file was opened as (an `IndexedCatalogue` or an `IndexFileCatalogue`, both
    /// objects), or its index writes, outlive it: a retain cycle.
    func trackForMemoryLeaks(_ opened: OpenedCatalogue, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(type(of: opened.catalogue) is AnyClass, "\(type(of: opened.catalogue)) is an object", file: file, line: line)
        trackForMemoryLeaks(opened.catalogue as AnyObject, file: file, line: line)
        trackForMemoryLeaks(opened.writes, file: file, line: line)
    }

    private func answeredFromTheIndex(_ opened: OpenedCatalogue, file: StaticString, line: UInt) throws -> any ProductCatalogue {
        XCTAssertTrue(opened.catalogue is IndexFileCatalogue, "a second start answers from the index", file: file, line: line)
        trackForMemoryLeaks(opened, file: file, line: line)
        return opened.catalogue
    }
}
