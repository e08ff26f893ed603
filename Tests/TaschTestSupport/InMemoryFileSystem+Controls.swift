import Foundation

/// What a test does to an `InMemoryFileSystem` from outside the port: another program's files, edits and times, and
/// the failures it should answer with.
extension InMemoryFileSystem {
    /// Makes every later lock throw `error` without running its body, or succeed again when nil.
    public func failLocks(with error: (any Error)?) {
        state.withLock { $0.lockError = error }
    }

    /// Makes every later check that a save can be made throw `error`, or pass again when nil.
    public func failSaveChecks(with error: (any Error)?) {
        state.withLock { $0.saveCheckError = error }
    }

    /// Makes every later read throw `error`, or succeed again when nil.
    public func failReads(with error: (any Error)?) {
        state.withLock { $0.readError = error }
    }

    /// Makes every later write and append throw `error` and change nothing, or succeed again when nil; only those to
    /// `path` when one is given.
    public func failWrites(with error: (any Error)?, toPath path: String? = nil) {
        state.withLock { table in
            table.writeError = error
            table.failingWritePath = path
        }
    }

    /// Puts a new file holding `data` at `path`, as another program writing it and renaming it there would.
    public func seed(_ data: Data, atPath path: String) {
        state.withLock { $0.create(.file(data), atPath: path) }
    }

    /// Makes a folder at `path`, as `mkdir` would.
    public func makeFolder(atPath path: String) {
        state.withLock { $0.create(.folder, atPath: path) }
    }

    /// Makes a FIFO at `path`, as `mkfifo` would.
    public func makeFIFO(atPath path: String) {
        state.withLock { $0.create(.fifo, atPath: path) }
    }

    /// Puts a pipe at `path` that gives `data` to the first read of it as a stream, as `<(…)` does: a FIFO, with no
    /// identity, refused as a file.
    public func seedStream(_ data: Data, atPath path: String) {
        state.withLock { table in
            table.create(.fifo, atPath: path)
            table.streams[path] = data
        }
    }

    /// Changes the file at `path` in place, as an editor writing into it would: the same file, new contents, and new
    /// times unless `keepingTimes` (a change within the same tick of the clock as the last).
    public func edit(atPath path: String, keepingTimes: Bool = false, _ change: (inout Data) -> Void) {
        state.withLock { table in
            guard let inode = table.paths[path], var node = table.nodes[inode], case var .file(data) = node.kind else { return }
            change(&data)
            node.kind = .file(data)
            if !keepingTimes {
                let now = table.tick()
                (node.modified, node.changed) = (now, now)
            }
            table.nodes[inode] = node
        }
    }

    /// Sets the times of the file at `path` as `touch` would: the modification time to `modified` (by default now),
    /// and the change time, which no program can set, to now.
    public func touch(atPath path: String, modified: Int64? = nil) {
        state.withLock { table in
            guard let inode = table.paths[path] else { return }
            let now = table.tick()
            table.nodes[inode]?.modified = modified ?? now
            table.nodes[inode]?.changed = now
        }
    }

    /// Sets both times of the file at `path` to `time`, as a change made at that moment would have left them.
    public func setTimes(_ time: Int64, atPath path: String) {
        state.withLock { table in
            guard let inode = table.paths[path] else { return }
            table.nodes[inode]?.modified = time
            table.nodes[inode]?.changed = time
        }
    }
}
