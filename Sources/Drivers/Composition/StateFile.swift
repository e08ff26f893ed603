import Adapters
import Entities
import UseCases

/// The customer's state file: the store that keeps it, and the check a start makes of it before the first prompt.
@MainActor
struct StateFile {
    let store: JSONFileShopStateStore
    private let path: String
    private let journalPath: String
    private let fileSystem: any FileSystem
    private let currency: Currency

    /// The file at `path` on `fileSystem`, its order journal beside it, its amounts in `currency`.
    init(path: String, fileSystem: any FileSystem, currency: Currency) {
        journalPath = ShopFiles.journalPath(forStateAt: path)
        store = JSONFileShopStateStore(path: path, journalPath: journalPath, fileSystem: fileSystem, currency: currency)
        (self.path, self.fileSystem, self.currency) = (path, fileSystem, currency)
    }

    /// Passes when the file can be kept and is missing or valid (an earlier version converted then, under its lock),
    /// with what to warn of; else the problem that stops the start (`ShopFiles.checkState`).
    func check() async throws -> String? {
        try await ShopFiles.checkState(atPath: path, journalPath: journalPath, currency: currency, fileSystem: fileSystem).get()
    }
}
