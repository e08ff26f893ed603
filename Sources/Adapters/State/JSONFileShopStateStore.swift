import Entities
import Foundation
import UseCases

/// The customer's state kept in a JSON file (Docs/state-file.md). Every read goes to the file, because another shop
/// may have changed it; a change reads, changes and writes under the file's lock in one atomic write, so that when
/// it fails nothing changed, and a file that cannot be read is never overwritten.
public actor JSONFileShopStateStore: ShopStateStore {
    /// The largest state file read, 64 MiB: thousands of orders fit many times over, and anything larger (a device, a
    /// wrong file) is refused before it is read. A change that would make the file larger is refused before anything
    /// is written (`FileSizeLimit`), so the shop never saves a file it then refuses to read.
    public static let maximumFileSize = 64 * 1024 * 1024

    private let path: String
    private let fileSystem: any FileSystem
    private let currency: Currency
    private let sizeLimit: FileSizeLimit

    /// A store in the file at `path`, read up to `maximumFileSize` bytes; `currency` prices orders the file writes
    /// without one.
    public init(path: String, fileSystem: any FileSystem, currency: Currency, maximumFileSize: Int = maximumFileSize) {
        self.path = path
        self.fileSystem = fileSystem
        self.currency = currency
        sizeLimit = FileSizeLimit(maximumSize: maximumFileSize)
    }

    /// Reads the state file once, so that a damaged file is reported at start-up instead of at the first command.
    public static func checkState(atPath path: String, fileSystem: any FileSystem, currency: Currency) throws(ShopStateFileError) {
        _ = try readState(atPath: path, fileSystem: fileSystem, currency: currency, sizeLimit: FileSizeLimit(maximumSize: maximumFileSize))
    }

    public func read() async throws(DataAccessError) -> ShopState {
        try saved().state
    }

    public func update<Value: Sendable>(
        ordersFrom first: Int?, _ change: @Sendable (inout ShopTransaction) -> Value
    ) async throws(DataAccessError) -> Value {
        do {
            return try await fileSystem.withExclusiveLock(forPath: path) { () throws -> Value in
                var saved = try Self.readState(atPath: path, fileSystem: fileSystem, currency: currency, sizeLimit: sizeLimit)
                var transaction = ShopTransaction(state: saved.state, recentOrders: first.map { Self.newestFirst(saved.orders, from: $0) } ?? [])
                let value = change(&transaction)
                if transaction.state != saved.state || !transaction.placedOrders.isEmpty {
                    saved.state = transaction.state
                    saved.orders += transaction.placedOrders
                    let data = try ShopStateMapper.data(from: saved)
                    try sizeLimit.checkWriting(data, toPath: path)
                    try fileSystem.writeAtomically(data, toPath: path)
                }
                return value
            }
        } catch let error as ShopStateFileError {
            throw .damaged(error.description)
        } catch let error as LockWaitTimeout {
            throw .busy(error.description)
        } catch is CancellationError {
            throw .cancelled
        } catch {
            throw .notSaved("\(error)")
        }
    }

    public func orders(_ window: Range<Int>) async throws(DataAccessError) -> OrderSlice {
        let orders = try saved().orders
        let newestFirst = orders.sorted { $0.number > $1.number }
        return OrderSlice(orders: Array(newestFirst[window.clamped(to: 0..<newestFirst.count)]), count: orders.count)
    }

    public func orders(numberedFrom first: Int) async throws(DataAccessError) -> [Order] {
        Self.newestFirst(try saved().orders, from: first)
    }

    public func order(numbered number: Int) async throws(DataAccessError) -> Order? {
        try saved().orders.first { $0.number == number }
    }

    private func saved() throws(DataAccessError) -> SavedShop {
        do {
            return try Self.readState(atPath: path, fileSystem: fileSystem, currency: currency, sizeLimit: sizeLimit)
        } catch {
            throw .damaged(error.description)
        }
    }

    private static func newestFirst(_ orders: [Order], from first: Int) -> [Order] {
        orders.filter { $0.number >= first }.sorted { $0.number > $1.number }
    }

    private static func readState(
        atPath path: String, fileSystem: any FileSystem, currency: Currency, sizeLimit: FileSizeLimit
    ) throws(ShopStateFileError) -> SavedShop {
        let data: Data?
        do {
            data = try fileSystem.contents(atPath: path, maximumSize: sizeLimit.maximumSize)
        } catch let error as FileTooLargeError {
            throw ShopStateFileError("\(path): \(error)")
        } catch {
            throw ShopStateFileError("\(error)")
        }
        guard let data else { return SavedShop() }
        do {
            return try ShopStateMapper.map(data, currency: currency)
        } catch {
            throw ShopStateFileError("\(path): \(error)")
        }
    }
}
