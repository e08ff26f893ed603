import Foundation

/// The committed bytes of a journal file read a line at a time, at any place, never whole: every read stops at `end`,
/// the committed length, so that an append under way past it is never seen. A committed line always ends with a line
/// feed before `end`; one that does not, or that is longer than a line may be, is damage.
struct JournalFile {
    /// One line: where it starts, where the next one does, and its bytes without the line feed.
    struct Line {
        let start: Int
        let next: Int
        let text: Data
    }

    let file: any RandomAccessFile
    let path: String
    /// The committed length: nothing at or past it is read.
    let end: Int
    /// The longest line read, line feed included.
    let maximumLineSize: Int
    /// How much is read at once; a longer line is read in pieces that double.
    static let chunkSize = 4096

    /// The line starting at `start`, which must be the start of a line before `end`.
    func line(at start: Int) throws(ShopStateFileError) -> Line {
        var text = Data()
        var offset = start
        var size = Self.chunkSize
        while offset < end {
            let chunk = try read(at: offset, count: min(size, end - offset))
            if let feed = chunk.firstIndex(of: 0x0A) {
                text.append(chunk[chunk.startIndex..<feed])
                return Line(start: start, next: offset + (feed - chunk.startIndex) + 1, text: text)
            }
            text.append(chunk)
            offset += chunk.count
            guard text.count < maximumLineSize else { throw damage(at: start, "is longer than \(maximumLineSize) bytes") }
            size = min(size * 2, 1 << 20)
        }
        throw damage(at: start, "does not end before the \(end) bytes committed do")
    }

    /// The first line starting at or after `offset` (a line starts at 0 or after a line feed), or nil when none starts
    /// before `end`.
    func firstLine(atOrAfter offset: Int) throws(ShopStateFileError) -> Line? {
        guard offset > 0 else { return end > 0 ? try line(at: 0) : nil }
        var position = offset - 1
        while position < end {
            let chunk = try read(at: position, count: min(Self.chunkSize, end - position))
            if let feed = chunk.firstIndex(of: 0x0A) {
                let start = position + (feed - chunk.startIndex) + 1
                return start < end ? try line(at: start) : nil
            }
            position += chunk.count
        }
        return nil
    }

    /// The start of the last line, the one ending at `end`.
    func lastLineStart() throws(ShopStateFileError) -> Int {
        guard end > 0 else { return 0 }
        guard try read(at: end - 1, count: 1).first == 0x0A else {
            throw ShopStateFileError("\(path): the \(end) bytes committed do not end with a whole line")
        }
        var position = end - 1
        while position > 0 {
            let start = max(0, position - Self.chunkSize)
            let chunk = try read(at: start, count: position - start)
            if let feed = chunk.lastIndex(of: 0x0A) { return start + (feed - chunk.startIndex) + 1 }
            position = start
            guard end - position <= maximumLineSize else { throw damage(at: position, "is longer than \(maximumLineSize) bytes") }
        }
        return 0
    }

    /// An error naming the line at `start`.
    func damage(at start: Int, _ problem: String) -> ShopStateFileError {
        ShopStateFileError("\(path), the line at byte \(start): \(problem)")
    }

    /// Exactly `count` bytes at `offset`; a file shorter than that has lost committed bytes.
    private func read(at offset: Int, count: Int) throws(ShopStateFileError) -> Data {
        let bytes: [UInt8]?
        do {
            bytes = try file.bytes(at: offset, count: count)
        } catch {
            throw ShopStateFileError("\(error)")
        }
        guard let bytes else { throw ShopStateFileError("\(path): ends before the \(end) bytes committed do") }
        return Data(bytes)
    }
}
