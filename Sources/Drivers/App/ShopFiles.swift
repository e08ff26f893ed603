import Adapters
import Entities
import Foundation

/// Opens the files the shop needs before the first prompt, turning each problem into a message and an exit status.
enum ShopFiles {
    /// A file the shop cannot use: what to say, and which status to leave with.
    struct Problem: Error, Equatable {
        let status: Int32
        let message: String
    }

    /// The catalogue at `path`: 66 when it cannot be read, 65 when it is not a valid catalogue.
    static func openCatalogue(atPath path: String, fileSystem: any FileSystem) -> Result<Catalogue, Problem> {
        let data: Data?
        do {
            data = try fileSystem.contents(atPath: path)
        } catch {
            return .failure(Problem(status: ExitStatus.noInput, message: "\(path): \(error)"))
        }
        guard let data else {
            return .failure(Problem(status: ExitStatus.noInput, message: "\(path): no such file"))
        }
        do {
            return .success(try CatalogueMapper.map(data))
        } catch {
            return .failure(Problem(status: ExitStatus.dataError, message: "\(path): \(error)"))
        }
    }

    /// Nil when the state file at `path` is missing or readable; else why it cannot be used (65), without touching it.
    static func checkState(atPath path: String, currency: Currency, fileSystem: any FileSystem) -> Problem? {
        do {
            try JSONShopStore.checkState(atPath: path, fileSystem: fileSystem, currency: currency)
            return nil
        } catch {
            return Problem(status: ExitStatus.dataError, message: "\(path): \(error)")
        }
    }
}
