@testable import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// The history kept between runs in a file that several shops may write at once.
final class KeepHistoryInAFileTests: XCTestCase {
    private let path = "/state/tasch/history"

    func test_load_readsNothingWhenThereIsNoFile() throws {
        let (sut, _) = makeSUT()

        XCTAssertEqual(try sut.load(), [])
    }

    func test_load_readsTheLinesOldestFirstByTheHistorysRules() throws {
        let (sut, files) = makeSUT()
        files.seed(Data("show 1\ncart\ncart\n secret\n\nwish\n".utf8), atPath: path)

        XCTAssertEqual(try sut.load(), ["show 1", "cart", "wish"])
    }

    func test_load_refusesAFileTooLargeToBeAHistory_namingIt() {
        let (sut, files) = makeSUT()
        files.seed(Data(repeating: 0x61, count: LineHistory.maximumSize + 1), atPath: path)

        XCTAssertThrowsError(try sut.load()) { error in
            XCTAssertEqual("\(error)", "\(self.path): the file is larger than 4 MiB, the most Tasch reads")
        }
    }

    func test_append_addsTheLineToTheFileUnderItsLock() async throws {
        let (sut, files) = makeSUT()

        try await sut.append("show 1")

        XCTAssertEqual(files.files[path], Data("show 1\n".utf8))
        XCTAssertEqual(files.journal, [.lock(path), .read(path), .write(path), .unlock(path)])
    }

    func test_append_keepsTheLinesAnotherShopAddedMeanwhile() async throws {
        let (sut, files) = makeSUT()
        try await sut.append("show 1")
        files.seed(Data("show 1\nfind oak\n".utf8), atPath: path)

        try await sut.append("cart")

        XCTAssertEqual(files.files[path], Data("show 1\nfind oak\ncart\n".utf8))
    }

    func test_append_writesNothingForALineTheRulesDoNotKeep() async throws {
        let (sut, files) = makeSUT()
        files.seed(Data("cart\n".utf8), atPath: path)

        try await sut.append("cart")
        try await sut.append(" checkout --yes")

        XCTAssertEqual(files.writtenPaths, [])
    }

    func test_append_keepsOnlyTheNewestLinesPastTheLimit() async throws {
        let (sut, files) = makeSUT()
        files.seed(Data((1...LineHistory.limit).map { "show \($0)\n" }.joined().utf8), atPath: path)

        try await sut.append("cart")

        let lines = String(decoding: files.files[path] ?? Data(), as: UTF8.self).split(separator: "\n")
        XCTAssertEqual(lines.count, LineHistory.limit)
        XCTAssertEqual(lines.first, "show 2")
        XCTAssertEqual(lines.last, "cart")
    }

    func test_append_trimsTheOldestLinesSoThatTheFileCanAlwaysBeReadBack() async throws {
        let (sut, files) = makeSUT()
        // Four such lines fit in the file, five do not.
        let long = String(repeating: "x", count: (1 << 20) - 16)
        for number in 1...5 {
            try await sut.append("find \(number) \(long)")
        }

        let written = try XCTUnwrap(files.files[path])
        XCTAssertLessThanOrEqual(written.count, LineHistory.maximumSize)
        XCTAssertEqual(try sut.load().map { $0.prefix(6) }, ["find 2", "find 3", "find 4", "find 5"])
    }

    private func makeSUT() -> (sut: HistoryFile, files: InMemoryFileSystem) {
        let files = InMemoryFileSystem()
        return (HistoryFile(path: path, fileSystem: files), files)
    }
}
