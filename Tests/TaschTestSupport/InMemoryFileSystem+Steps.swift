import Adapters
import Drivers
import Foundation

/// One call the real file system makes to the system for the port, which a test can make fail as a failing disk, a
/// full table of descriptors or a lost permission would: opening a file (to read it, write it or lock it) or a folder
/// (to sync it), cutting a file short, writing, syncing, and renaming a temporary file over its target. A save's
/// temporary file is named as `InMemoryFileSystem.temporaryPath(for:)` says.
public enum FileSystemStep: Equatable, Sendable, CustomStringConvertible {
    case open(String)
    case truncate(String)
    case write(String)
    case sync(String)
    /// A temporary file renamed over this path.
    case rename(String)

    public var description: String {
        switch self {
        case let .open(path): "open \(path)"
        case let .truncate(path): "truncate \(path)"
        case let .write(path): "write \(path)"
        case let .sync(path): "sync \(path)"
        case let .rename(path): "rename over \(path)"
        }
    }
}

/// Failing the steps of the port's calls, one at a time or every one of a kind. A failed step throws as the real
/// call does at that point: a read's or an append's with what had happened before it kept, and an atomic write's before
/// its rename with nothing changed, after it with `ReplacedButNotSyncedError`, the new file in place.
extension InMemoryFileSystem {
    /// Every step taken so far, in order.
    public var steps: [FileSystemStep] { state.withLock { $0.steps } }

    /// Makes the `number`th step from now (the next is 1) fail for `reason`, as its system call would.
    public func failStep(_ number: Int, because reason: String) {
        state.withLock { table in
            table.failingStep = (table.steps.count + number, reason)
        }
    }

    /// Makes every later step that `matches` fail for `reason`, or none when `reason` is nil.
    public func failSteps(because reason: String?, where matches: @escaping @Sendable (FileSystemStep) -> Bool = { _ in true }) {
        state.withLock { table in
            table.failingSteps = reason.map { ($0, matches) }
        }
    }

    /// Where a save of `path` writes its new bytes before renaming them over it.
    public static func temporaryPath(for path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return FileTable.folder(of: path) + "/." + name + ".tmp"
    }
}

/// Why a step failed: the reason the system would give, as the real file system words it.
struct FailedStep: Error, CustomStringConvertible {
    let description: String
}

extension FileTable {
    /// Takes `step`, throwing the reason it fails for when a test asked it to fail.
    mutating func take(_ step: FileSystemStep) throws(FailedStep) {
        steps.append(step)
        if let (number, reason) = failingStep, number == steps.count { throw FailedStep(description: reason) }
        if let (reason, matches) = failingSteps, matches(step) { throw FailedStep(description: reason) }
    }

    /// Takes each of `steps` in turn, throwing as the real call does, `action` naming it: "cannot save /x: reason".
    mutating func take(_ steps: [FileSystemStep], _ action: String, _ path: String) throws {
        for step in steps {
            do {
                try take(step)
            } catch {
                throw FileSystemError("\(action) \(path): \(error)")
            }
        }
    }
}
