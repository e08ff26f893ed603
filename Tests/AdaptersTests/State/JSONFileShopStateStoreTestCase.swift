import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

/// Where the tests' state file lives in the in-memory file system.
let statePath = "/home/shopper/.tasch/state.json"

/// A shared line for failures injected into the in-memory file system.
struct InjectedFailure: Error, CustomStringConvertible {
    let description: String
}

extension XCTestCase {
    /// A file-backed store whose file starts as `state`, or missing when nil, and is read up to `maximumFileSize` bytes.
    func makeJSONFileStore(
        saved state: ShopState? = nil,
        maximumFileSize: Int = JSONFileShopStateStore.maximumFileSize,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> (sut: JSONFileShopStateStore, fileSystem: InMemoryFileSystem) {
        try makeJSONFileStore(savedShop: state.map { SavedShop(state: $0) }, maximumFileSize: maximumFileSize, file: file, line: line)
    }

    /// A file-backed store whose file starts as `saved`, or missing when nil, and is read up to `maximumFileSize` bytes.
    func makeJSONFileStore(
        savedShop saved: SavedShop?,
        maximumFileSize: Int = JSONFileShopStateStore.maximumFileSize,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> (sut: JSONFileShopStateStore, fileSystem: InMemoryFileSystem) {
        let fileSystem = InMemoryFileSystem()
        if let saved {
            fileSystem.seed(try ShopStateMapper.data(from: saved), atPath: statePath)
        }
        let sut = JSONFileShopStateStore(path: statePath, fileSystem: fileSystem, currency: usd, maximumFileSize: maximumFileSize)
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(fileSystem, file: file, line: line)
        return (sut, fileSystem)
    }

    /// The state as saved in `fileSystem`'s state file.
    func savedState(in fileSystem: InMemoryFileSystem, file: StaticString = #filePath, line: UInt = #line) throws -> ShopState {
        let data = try XCTUnwrap(fileSystem.files[statePath], "no state file", file: file, line: line)
        return try ShopStateMapper.map(data, currency: usd).state
    }

    /// Fails unless `operation` throws exactly `expected`.
    func assertThrows<T>(
        _ expected: DataAccessError,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ operation: () async throws(DataAccessError) -> T
    ) async {
        do {
            let value = try await operation()
            XCTFail("Expected \(expected), got \(value)", file: file, line: line)
        } catch {
            XCTAssertEqual(error, expected, file: file, line: line)
        }
    }
}
