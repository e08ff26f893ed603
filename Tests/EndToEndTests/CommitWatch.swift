import Foundation
import TaschTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A point a checkout's commit passes (Docs/state-file.md, "The commit rule"), as the state's folder shows it.
enum CommitPoint: String, CaseIterable {
    /// The command was sent; the commit may not have begun.
    case commandSent = "the command sent"
    /// The order was written to the journal, past its committed bytes.
    case journalAppended = "the journal appended"
    /// The temporary file of the new state document was created.
    case documentStarted = "the new document's temporary file created"
    /// The temporary file was written, synced and closed, and is about to be renamed over the document.
    case documentWritten = "the new document written"
    /// The new document was renamed over the old: the commit.
    case documentReplaced = "the document replaced"
}

/// Watches the state's folder with inotify(7) for the points of a commit, so that a test can wait for one and then act:
/// what it does lands at that point or later, however fast or slow the machine.
final class CommitWatch {
    private let descriptor: Int32
    private let documentName: String
    private let journalName: String

    /// Starts watching `folder`, where `documentName` and `journalName` are saved.
    init(folder: URL, documentName: String, journalName: String) throws {
        self.documentName = documentName
        self.journalName = journalName
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { throw XCTSkip("no inotify: \(String(cString: strerror(errno)))") }
        guard inotify_add_watch(descriptor, folder.path, UInt32(IN_CREATE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO)) >= 0 else {
            close(descriptor)
            throw XCTSkip("the folder cannot be watched: \(String(cString: strerror(errno)))")
        }
    }

    deinit {
        close(descriptor)
    }

    /// Returns once a commit has passed `point` since the watch began; at once for `commandSent`.
    func wait(for point: CommitPoint) throws {
        guard point != .commandSent else { return }
        while true {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Int32(HangGuard.seconds * 1000)) > 0 else {
                throw HangGuard.Stuck(waitingFor: "\(point.rawValue) in a commit of \(documentName)")
            }
            if try events().contains(point) { return }
        }
    }

    /// The points the events waiting to be read show.
    private func events() throws -> [CommitPoint] {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { throw HangGuard.Stuck(waitingFor: "inotify events") }
        var points: [CommitPoint] = []
        var offset = 0
        // Each event: wd (Int32), mask, cookie, len (UInt32 each), then `len` bytes of name padded with NULs.
        while offset + 16 <= count {
            let mask = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self) }
            let length = Int(buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self) })
            let name = String(decoding: buffer[(offset + 16)..<(offset + 16 + length)].prefix { $0 != 0 }, as: UTF8.self)
            points += point(mask: mask, name: name).map { [$0] } ?? []
            offset += 16 + length
        }
        return points
    }

    private func point(mask: UInt32, name: String) -> CommitPoint? {
        let isTemporary = name.hasPrefix(".\(documentName).") && name.hasSuffix(".tmp")
        if name == journalName, mask & UInt32(IN_MODIFY) != 0 { return .journalAppended }
        if isTemporary, mask & UInt32(IN_CREATE) != 0 { return .documentStarted }
        if isTemporary, mask & UInt32(IN_CLOSE_WRITE) != 0 { return .documentWritten }
        if name == documentName, mask & UInt32(IN_MOVED_TO) != 0 { return .documentReplaced }
        return nil
    }
}
