import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A point a save of the state file passes, as the state file's folder shows it.
enum SavePoint: String, CaseIterable {
    /// The command that saves was sent; the save may not have begun.
    case commandSent = "the command sent"
    /// The temporary file the new state is written to was created.
    case temporaryFileCreated = "the temporary file created"
    /// The temporary file was written, synced and closed, and is about to be renamed over the state file.
    case temporaryFileWritten = "the temporary file written"
    /// The temporary file was renamed over the state file.
    case fileReplaced = "the file replaced"
}

/// Watches the state file's folder with inotify(7) for the points of a save, so that a test can wait for one and then
/// act: what it does lands at that point of the save or later, however fast or slow the machine.
final class SaveWatch {
    private let descriptor: Int32
    private let fileName: String

    /// Starts watching `folder`, where `fileName` is saved.
    init(folder: URL, fileName: String) throws {
        self.fileName = fileName
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { throw XCTSkip("no inotify: \(String(cString: strerror(errno)))") }
        let events = UInt32(IN_CREATE | IN_CLOSE_WRITE | IN_MOVED_TO)
        guard inotify_add_watch(descriptor, folder.path, events) >= 0 else {
            close(descriptor)
            throw XCTSkip("the folder cannot be watched: \(String(cString: strerror(errno)))")
        }
    }

    deinit {
        close(descriptor)
    }

    /// Returns once a save has passed `point` since the watch began; at once for `commandSent`.
    func wait(for point: SavePoint) throws {
        guard point != .commandSent else { return }
        while true {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Int32(HangGuard.seconds * 1000)) > 0 else {
                throw HangGuard.Stuck(waitingFor: "\(point.rawValue) in a save of \(fileName)")
            }
            if try readEvents().contains(point) { return }
        }
    }

    /// The points the events waiting to be read show.
    private func readEvents() throws -> [SavePoint] {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { throw HangGuard.Stuck(waitingFor: "inotify events") }
        var points: [SavePoint] = []
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

    private func point(mask: UInt32, name: String) -> SavePoint? {
        let isTemporary = name.hasPrefix(".\(fileName).") && name.hasSuffix(".tmp")
        if isTemporary, mask & UInt32(IN_CREATE) != 0 { return .temporaryFileCreated }
        if isTemporary, mask & UInt32(IN_CLOSE_WRITE) != 0 { return .temporaryFileWritten }
        if name == fileName, mask & UInt32(IN_MOVED_TO) != 0 { return .fileReplaced }
        return nil
    }
}
