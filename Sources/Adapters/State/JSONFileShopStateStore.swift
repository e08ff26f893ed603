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
        do {
            return try Self.readState(atPath: path, fileSystem: fileSystem, currency: currency, sizeLimit: sizeLimit)
        } catch {
            throw .damaged(error.description)
        }
    }

    public func update<Value: Sendable>(_ change: @Sendable (inout ShopState) -> Value) async throws(DataAccessError) -> Value {
        do {
            return try await fileSystem.withExclusiveLock(forPath: path) { () throws -> Value in
                var state = try Self.readState(atPath: path, fileSystem: fileSystem, currency: currency, sizeLimit: sizeLimit)
                let saved = state
                let value = change(&state)
                if state != saved {
                    let data = try ShopStateMapper.data(from: state)
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

    private static func readState(
        atPath path: String, fileSystem: any FileSystem, currency: Currency, sizeLimit: FileSizeLimit
    ) throws(ShopStateFileError) -> ShopState {
        let data: Data?
        do {
            data = try fileSystem.contents(atPath: path, maximumSize: sizeLimit.maximumSize)
        } catch let error as FileTooLargeError {
            throw ShopStateFileError("\(path): \(error)")
        } catch {
            throw ShopStateFileError("\(error)")
        }
        guard let data else { return .empty }
        do {
            return try ShopStateMapper.map(data, currency: currency)
        } catch {
            throw ShopStateFileError("\(path): \(error)")
        }
    }
}
