import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

/// Where the tests' state document lives in the in-memory file system.
let statePath = "/home/shopper/.tasch/state.json"
/// Where its order journal lives, beside it.
let journalPath = "/home/shopper/.tasch/state.orders.jsonl"

/// A shared line for failures injected into the in-memory file system.
struct InjectedFailure: Error, CustomStringConvertible {
    let description: String
}

extension XCTestCase {
    /// A file-backed store whose files start as `state`, or missing when nil, and are read up to `maximumFileSize` bytes.
    func makeJSONFileStore(
        saved state: ShopState? = nil,
        maximumFileSize: Int = JSONFileShopStateStore.maximumFileSize,
        file: StaticString = #filePath,
        line: UInt = #line
    ) async throws -> (sut: JSONFileShopStateStore, fileSystem: InMemoryFileSystem) {
        try await makeJSONFileStore(savedShop: state.map { SavedShop(state: $0) }, maximumFileSize: maximumFileSize, file: file, line: line)
    }

    /// A file-backed store whose files start as `saved` (written by the store's own writer), or missing when nil, and are
    /// read up to `maximumFileSize` bytes.
    func makeJSONFileStore(
        savedShop saved: SavedShop?,
        maximumFileSize: Int = JSONFileShopStateStore.maximumFileSize,
        file: StaticString = #filePath,
        line: UInt = #line
    ) async throws -> (sut: JSONFileShopStateStore, fileSystem: InMemoryFileSystem) {
        let fileSystem = InMemoryFileSystem(files: try await savedFiles(saved))
        let sut = JSONFileShopStateStore(path: statePath, fileSystem: fileSystem, currency: usd, maximumFileSize: maximumFileSize)
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(fileSystem, file: file, line: line)
        return (sut, fileSystem)
    }

    /// The files the store's own writer makes of `saved`, keyed by path; none for nil.
    func savedFiles(_ saved: SavedShop?) async throws -> [String: Data] {
        let files = InMemoryFileSystem()
        if let saved {
            try await JSONFileShopStateStore.save(saved, atPath: statePath, fileSystem: files, currency: usd)
        }
        return files.files
    }

    /// The file at `path` among those the store's own writer makes of `saved`.
    func savedFile(_ path: String, of saved: SavedShop, file: StaticString = #filePath, line: UInt = #line) async throws -> Data {
        let files = try await savedFiles(saved)
        return try XCTUnwrap(files[path], "no file at \(path)", file: file, line: line)
    }

    /// The state as saved in `fileSystem`'s state document.
    func savedState(in fileSystem: InMemoryFileSystem, file: StaticString = #filePath, line: UInt = #line) throws -> ShopState {
        try savedDocument(in: fileSystem, file: file, line: line).state
    }

    /// The state document as saved in `fileSystem`.
    func savedDocument(in fileSystem: InMemoryFileSystem, file: StaticString = #filePath, line: UInt = #line) throws -> SavedDocument {
        let data = try XCTUnwrap(fileSystem.files[statePath], "no state file", file: file, line: line)
        return try ShopStateMapper.map(data, currency: usd)
    }

    /// The journal's text as saved in `fileSystem`, or nil when there is none.
    func savedJournal(in fileSystem: InMemoryFileSystem) -> String? {
        fileSystem.files[journalPath].map { String(decoding: $0, as: UTF8.self) }
    }

    /// What the start-up check of the state at `statePath` in `fileSystem` refused, or nil when it passed.
    func startUpCheckError(_ fileSystem: InMemoryFileSystem) async -> ShopStateFileError? {
        do {
            try await JSONFileShopStateStore.checkState(atPath: statePath, fileSystem: fileSystem, currency: usd)
            return nil
        } catch {
            return error
        }
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

/// An order numbered `number` buying 3 of product 2 named `name`, at a time and under a key of its own.
func journalOrder(_ number: Int, name: String = "Lamp") -> Order {
    try! Order(
        number: number, lines: [try! Order.Line(productID: id(2), name: name, price: dollars(cents: 900), quantity: 3)],
        total: dollars(cents: 2_700), placedAt: Timestamp(secondsSince1970: 1_777_800_131), checkoutKey: "key-\(number)"
    )
}

/// A saved shop whose history is the orders numbered `numbers`, the next number above the last.
func history(_ numbers: [Int], wishList: WishList = WishList()) -> SavedShop {
    SavedShop(state: makeState(wishList: wishList, nextOrderNumber: (numbers.max() ?? 1000) + 1), orders: numbers.map { journalOrder($0) })
}

extension JSONFileShopStateStore {
    /// Places the order numbered `number` as a checkout would: the next number moves above it.
    func place(_ number: Int, name: String = "Lamp") async throws(DataAccessError) {
        try await update(ordersFrom: nil) { transaction in
            transaction.state = makeState(wishList: transaction.state.wishList, nextOrderNumber: number + 1)
            transaction.place(journalOrder(number, name: name))
        }
    }
}
