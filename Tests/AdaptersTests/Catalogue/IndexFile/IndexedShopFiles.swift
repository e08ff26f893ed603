@testable import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

/// A catalogue file and the index beside the state file, in memory, opened as a start opens them.
final class IndexedShopFiles {
    static let cataloguePath = "/shop/catalogue.json"
    static let indexPath = "/state/catalogue.index"

    let files: InMemoryFileSystem
    let catalogue: Catalogue
    let reader: CatalogueFileReader
    /// Told of every catalogue opened, for a test to check it for leaks (`makeShopFiles`).
    var whenOpened: (OpenedCatalogue) -> Void = { _ in }

    /// The files of a shop selling `catalogue`, whose index is kept for catalogues of any size.
    init(selling catalogue: Catalogue = IndexedShopFiles.sample) {
        self.catalogue = catalogue
        files = InMemoryFileSystem(files: [Self.cataloguePath: CatalogueFileText.json(for: catalogue)])
        reader = CatalogueFileReader(fileSystem: files, index: CatalogueIndexFile(path: Self.indexPath, fileSystem: files, minimumCatalogueSize: 0))
    }

    /// A catalogue of a few products with accents, colours and sizes, over several blocks of the index.
    static let sample: Catalogue = {
        let colour = Colour(red: 0x2F, green: 0x4F, blue: 0x4F)
        let size = Dimension(axis: .depth, centimeters: 0.1, inches: 1)!
        return makeCatalogue((1...300).map { rawID in
            makeProduct(
                id: rawID, name: rawID % 7 == 0 ? "Café crème \(rawID)" : "Oak lamp \(rawID)", priceCents: (rawID * 7_919) % 5_000,
                stock: rawID % 4, colours: rawID % 2 == 0 ? [colour] : [], dimensions: rawID % 3 == 0 ? [size] : []
            )
        })
    }()

    /// Opens the catalogue as a start does.
    func open() throws -> OpenedCatalogue {
        let opened = try reader.open(atPath: Self.cataloguePath)
        whenOpened(opened)
        return opened
    }

    /// Opens the catalogue as a first start does and waits for the index it writes.
    @discardableResult
    func openFirst() async throws -> any ProductCatalogue {
        let opened = try open()
        await opened.finishWriting()
        return opened.catalogue
    }

    /// The index file's bytes now.
    var index: Data? { files.files[Self.indexPath] }

    /// Whether the last start read the catalogue file itself.
    var readTheCatalogue: Bool { files.journal.contains(.read(Self.cataloguePath)) }
}

extension XCTestCase {
    /// The files of a shop selling `catalogue`, checked for leaks once the test has finished, and every catalogue
    /// they open. (Not the file system: an index still being written in the background holds it a while.)
    func makeShopFiles(selling catalogue: Catalogue = IndexedShopFiles.sample, file: StaticString = #filePath, line: UInt = #line) -> IndexedShopFiles {
        let shop = IndexedShopFiles(selling: catalogue)
        shop.whenOpened = { [weak self] opened in self?.trackForMemoryLeaks(opened, file: file, line: line) }
        trackForMemoryLeaks(shop, file: file, line: line)
        return shop
    }

    /// Asserts that `sut` sells exactly `catalogue`: every product, and a page of each kind of request.
    func assertSells(_ catalogue: Catalogue, _ sut: any ProductCatalogue, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) async throws {
        let reference = InMemoryCatalogue(catalogue)
        let requests = [
            CatalogueRequest(window: 0..<catalogue.products.count), CatalogueRequest(searchText: "cafe", window: 0..<10),
            CatalogueRequest(inStockOnly: true, sort: CatalogueSort(.name, descending: true), window: 5..<25),
            CatalogueRequest(sort: CatalogueSort(.stock), window: 100..<110, sold: [id(3): 1, id(6): 2]),
            CatalogueRequest(sort: CatalogueSort(.price), window: 40..<60),
        ]
        for request in requests {
            let actual = try await sut.page(request)
            let expected = try await reference.page(request)
            XCTAssertEqual(actual, expected, "\(message) \(request)", file: file, line: line)
        }
        let ids = [id(300), id(999), id(1)]
        let found = try await sut.products(withIDs: ids)
        let expected = try await reference.products(withIDs: ids)
        XCTAssertEqual(found, expected, message, file: file, line: line)
    }
}
