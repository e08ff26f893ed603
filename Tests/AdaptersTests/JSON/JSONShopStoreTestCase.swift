import Adapters
import Entities
import Foundation
import TaschTestSupport
import XCTest

/// Where the tests' state file lives in the in-memory file system.
let statePath = "/home/shopper/.tasch/state.json"

/// A shared line for failures injected into the in-memory file system.
struct InjectedFailure: Error, CustomStringConvertible {
    let description: String
}

extension XCTestCase {
    /// A store over `products` whose state file starts as `state`, or missing when nil.
    func makeSUT(
        products: [Product] = [makeProduct(id: 1), makeProduct(id: 2)],
        state: SavedShopState? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> (sut: JSONShopStore, fileSystem: InMemoryFileSystem) {
        let fileSystem = InMemoryFileSystem()
        if let state {
            fileSystem.seed(try ShopStateMapper.data(from: state), atPath: statePath)
        }
        let sut = JSONShopStore(catalogue: makeCatalogue(products), statePath: statePath, fileSystem: fileSystem)
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(fileSystem, file: file, line: line)
        return (sut, fileSystem)
    }

    /// The state as saved in `fileSystem`'s state file.
    func savedState(in fileSystem: InMemoryFileSystem, file: StaticString = #filePath, line: UInt = #line) throws -> SavedShopState {
        let data = try XCTUnwrap(fileSystem.files[statePath], "no state file", file: file, line: line)
        return try ShopStateMapper.map(data, currency: usd)
    }

    /// Fails unless `operation` throws exactly `expected`.
    func assertThrows<T>(
        _ expected: ShopError,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ operation: () async throws(ShopError) -> T
    ) async {
        do {
            let value = try await operation()
            XCTFail("Expected \(expected), got \(value)", file: file, line: line)
        } catch {
            XCTAssertEqual(error, expected, file: file, line: line)
        }
    }

    func rating(_ stars: Int) throws -> Rating {
        try XCTUnwrap(Rating(stars: stars))
    }
}
