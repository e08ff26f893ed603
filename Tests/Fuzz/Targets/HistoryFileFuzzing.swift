import Adapters
import Drivers
import Foundation

/// The line editor's history file (`~/.tasch_history`, or `TASCH_HISTORY`) on any bytes: read at start, then a line
/// added to it as the prompt adds one.
enum HistoryFileFuzzing {
    private static let path = "/fuzz/history"
    private static let added = "show 1 # the line just typed"

    static let target = FuzzTarget(
        "history-file", .drivers,
        "HistoryFile: the lines read are whole, safe lines; a line added is read back last, after the newest of those"
    ) { input in
        let files = FuzzFileSystem([path: .init(bytes: input, identity: FileIdentity(device: 1, inode: 1, size: input.count, modificationTime: 1, changeTime: 1))])
        let history = HistoryFile(path: path, fileSystem: files)
        guard let lines = try? history.load() else { return nil }
        guard lines.allSatisfy({ !$0.isEmpty && !$0.contains("\n") && TerminalSafeText.isSafe($0) }) else {
            return FuzzFinding("the history read a line that is empty, spans lines or holds what a terminal acts on")
        }
        let appended = FuzzAsync.wait { () async -> Bool in (try? await history.append(added)) != nil }
        guard appended, let after = try? history.load() else { return FuzzFinding("a line could not be added to a history that was read") }
        // A line typed again right after itself is kept once.
        let before = lines.last == added ? lines.dropLast() : lines[...]
        guard after.last == added, before.suffix(after.count - 1) == after.dropLast() else {
            return FuzzFinding("a line added to the history was not read back last, after the newest lines read before")
        }
        return nil
    }
}
