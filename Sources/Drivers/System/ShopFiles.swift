import Adapters
import Entities
import Foundation

/// Opens the files the shop needs before the first prompt, turning each problem into a message and an exit status.
enum ShopFiles {
    /// The catalogue at `path`, else the one `builtIn` holds: 66 when it cannot be read or there is none, 65 when it is
    /// not a valid catalogue or is over the largest size read, which is refused before reading it. Messages are
    /// cleaned, since they quote the file's own text.
    static func openCatalogue(atPath path: String?, builtIn: Data? = nil, reader: CatalogueFileReader) -> Result<OpenedCatalogue, StartProblem> {
        guard let path else {
            guard let builtIn else {
                return .failure(StartProblem(status: ExitStatus.noInput, message: "no catalogue is built into this tasch: pass --catalogue PATH"))
            }
            do {
                return .success(try CatalogueFileReader.open(contents: builtIn))
            } catch {
                return .failure(StartProblem(status: ExitStatus.internalError, message: "the built-in catalogue: \(error)"))
            }
        }
        do {
            return .success(try reader.open(atPath: path))
        } catch {
            switch error {
            case let .unreadable(reason):
                return .failure(StartProblem(status: ExitStatus.noInput, message: TerminalSafeText.clean("\(path): \(reason ?? "no such file")")))
            case let .invalid(reason):
                return .failure(StartProblem(status: ExitStatus.dataError, message: TerminalSafeText.clean("\(path): \(reason)")))
            }
        }
    }

    /// Removes the index an older Tasch kept beside the state file, the start-up cache before it, and what their writes
    /// left there, once the index is found there: indexes now live in the cache folder.
    static func removeFormerIndex(atPath path: String, fileSystem: any FileSystem) {
        guard fileSystem.identity(atPath: path) != nil else { return }
        for name in [CatalogueIndexFile.fileName] + CatalogueIndexFile.obsoleteFileNames {
            let former = PathParts.path(of: name, besidePath: path)
            fileSystem.removeAbandonedTemporaryFiles(forPath: former)
            fileSystem.removeFile(atPath: former)
        }
    }

    /// The largest script read, 64 MiB: a million commands fit many times over.
    static let maximumScriptSize = 64 * 1024 * 1024

    /// The lines to run instead of standard input: the `-c` commands, the script file's lines, or nil for neither.
    static func readScript(options: LaunchOptions, fileSystem: any FileSystem) -> Result<[String]?, StartProblem> {
        if !options.commands.isEmpty { return .success(options.commands) }
        guard let path = options.scriptPath else { return .success(nil) }
        do {
            guard let data = try fileSystem.contents(ofStreamAtPath: path, maximumSize: maximumScriptSize) else {
                return .failure(StartProblem(status: ExitStatus.noInput, message: TerminalSafeText.clean("\(path): no such file")))
            }
            let text = String(decoding: data, as: UTF8.self)
            // "\r\n" is one Character in Swift, so both line ends are named.
            let isLineEnd: (Character) -> Bool = { $0 == "\n" || $0 == "\r\n" }
            var lines = text.split(omittingEmptySubsequences: false, whereSeparator: isLineEnd).map(String.init)
            if let last = text.last, isLineEnd(last) {
                lines.removeLast()
            }
            return .success(lines)
        } catch {
            return .failure(StartProblem(status: ExitStatus.noInput, message: TerminalSafeText.clean("\(path): \(error)")))
        }
    }

    /// The order journal of the state file at `path`: beside the file a symbolic link there points to, as the file's
    /// lock and its temporary files are, so that a state linked into a synced folder keeps its orders there too.
    static func journalPath(forStateAt path: String) -> String {
        JSONFileShopStateStore.journalPath(forStateAt: SymbolicLinks.target(of: path))
    }

    /// Passes when a save at `path` can be made and the state file there (with its order journal at `journalPath`) is
    /// missing or valid; a valid file of an earlier version is converted then, under the lock, and only then is a lock
    /// waited for. The shop opens then, with what to warn of, cleaned: a conversion that could not be saved, or is not
    /// yet safe. Else why not, without touching the files: 73 when it cannot be saved there (its folder cannot be made,
    /// it is a folder), 65 when it cannot be read or is damaged.
    nonisolated(nonsending) static func checkState(
        atPath path: String, journalPath: String, currency: Currency, fileSystem: any FileSystem
    ) async -> Result<String?, StartProblem> {
        do {
            try fileSystem.checkCanSave(atPath: path)
        } catch {
            return .failure(StartProblem(
                status: ExitStatus.cannotCreate,
                message: TerminalSafeText.clean("\(error): your state cannot be kept there; pass --state with a file you can write")
            ))
        }
        do {
            let warning = try await JSONFileShopStateStore.checkState(atPath: path, journalPath: journalPath, fileSystem: fileSystem, currency: currency)
            return .success(warning.map(TerminalSafeText.clean))
        } catch {
            return .failure(StartProblem(
                status: ExitStatus.dataError,
                message: TerminalSafeText.clean("\(error): fix it, or move it aside to start afresh; Tasch never overwrites it")
            ))
        }
    }
}
