import Foundation
import XCTest

/// The catalogue index under real processes and files: written by a first start, used by the next, rebuilt when the
/// catalogue changes in place, and never a hang, a crash or a huge read whatever lies at its path (issue 14).
final class CatalogueIndexEndToEndTests: XCTestCase {
    private var tasch: TaschProcess!
    private var catalogue: URL { tasch.folder.appendingPathComponent("catalogue.json") }
    private var stateFolder: URL { tasch.folder.appendingPathComponent("state") }
    private var cacheFolder: URL { tasch.folder.appendingPathComponent(".cache/tasch") }
    /// The index the first start wrote: the only one in the cache.
    private var index: URL {
        get throws {
            let names = try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path).filter { $0.hasSuffix(".index") }
            XCTAssertEqual(names.count, 1, "\(names)")
            return cacheFolder.appendingPathComponent(try XCTUnwrap(names.first))
        }
    }

    override func setUpWithError() throws {
        tasch = try TaschProcess()
        try BigCatalogueFile.write(to: catalogue)
        try FileManager.default.createDirectory(at: stateFolder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        tasch.cleanUp()
    }

    func test_secondStart_answersFromTheIndexTheFirstWrote() throws {
        let first = try shop(["-c", "show 1997"])
        let written = try FileManager.default.attributesOfItem(atPath: try index.path)[.modificationDate] as? Date

        let second = try shop(["-c", "show 1997"])

        XCTAssertEqual(first.status, 0, first.errors)
        XCTAssertEqual(second.output, first.output)
        XCTAssertTrue(second.output.hasPrefix("Wool Throw 1997 (#1997)"), second.output)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: try index.path)[.modificationDate] as? Date, written, "not rewritten")
    }

    func test_aCatalogueDatedInTheFuture_isAnsweredFromTheIndexTheFirstStartWrote() throws {
        // As `touch -d` leaves it, or a clock running ahead: times the index's own can never be newer than.
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(365 * 86_400)], ofItemAtPath: catalogue.path)
        let first = try shop(["-c", "show 1997"])
        let written = try inode(of: index)

        let later = try (1...2).map { _ in try shop(["-c", "show 1997"]) }

        XCTAssertEqual(first.status, 0, first.errors)
        XCTAssertEqual(later.map(\.output), [first.output, first.output])
        XCTAssertEqual(try inode(of: index), written, "the index was written again, so the catalogue was decoded again")
    }

    func test_catalogueEditedInPlaceWithTheSameSize_isSoldAsEdited() throws {
        _ = try shop(["-c", "quit"])
        let handle = try FileHandle(forUpdating: catalogue)
        let text = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
        let offset = try XCTUnwrap(text.range(of: "Oak Lamp 4\"")).lowerBound.utf16Offset(in: text)
        try handle.seek(toOffset: UInt64(offset))
        try handle.write(contentsOf: Data("Elm".utf8))
        try handle.close()

        let result = try shop(["-c", "show 4"])

        XCTAssertTrue(result.output.hasPrefix("Elm Lamp 4 (#4)"), result.output)
    }

    func test_runningShop_goesOnSellingTheRightProducts_whenItsIndexIsCutShortOrDamaged() throws {
        _ = try shop(["-c", "quit"])
        // Each from a plain catalogue, which forgets the search, sort and filter of the command before.
        let commands = ["catalogue; catalogue sort price page 30", "catalogue; find wool 1997", "show 1234", "catalogue; catalogue sort -name in-stock page 7"]
        let expected = try commands.map { try shop(["-c", $0]).output }
        let running = try RunningShop(TaschProcess.binary, arguments([]), environment: environment)
        XCTAssertEqual(try running.run("show 1"), try shop(["-c", "show 1"]).output)

        XCTAssertEqual(truncate(try index.path, 10_000), 0)
        let afterCut = try commands.map { try running.run($0) }
        let handle = try FileHandle(forUpdating: index)
        try handle.seek(toOffset: 5_000)
        try handle.write(contentsOf: Data(repeating: 0xAB, count: 3_000))
        try handle.close()
        let afterDamage = try commands.map { try running.run($0) }

        XCTAssertEqual(afterCut, expected)
        XCTAssertEqual(afterDamage, expected)
        XCTAssertEqual(try running.finish(), RunningShop.Ending(status: 0, errors: ""))
    }

    func test_anIndexThatIsASymbolicLink_isNeverWrittenThrough() throws {
        // A link to /dev/null is the usual way to switch a cache off; as root, writing through it would replace the
        // device for every program. A file in the test's folder stands in for it.
        let switchedOff = tasch.folder.appendingPathComponent("null")
        try Data().write(to: switchedOff)
        _ = try shop(["-c", "quit"])
        let indexPath = try index.path
        try FileManager.default.removeItem(atPath: indexPath)
        try FileManager.default.createSymbolicLink(atPath: indexPath, withDestinationPath: switchedOff.path)

        let first = try shop(["-c", "show 1997"])
        let second = try shop(["-c", "show 1997"])

        XCTAssertEqual(first.status, 0, first.errors)
        XCTAssertEqual(second.output, first.output)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: indexPath), switchedOff.path)
        XCTAssertEqual(try Data(contentsOf: switchedOff), Data())
    }

    func test_startUp_isNotBlockedByAFIFOWhereTheIndexOrTheOldCacheShouldBe() throws {
        _ = try shop(["-c", "quit"])
        let indexPath = try index.path
        XCTAssertEqual(unlink(indexPath), 0)
        for path in [indexPath, cacheFolder.appendingPathComponent("catalogue.cache").path, stateFolder.appendingPathComponent("catalogue.index").path] {
            XCTAssertEqual(mkfifo(path, 0o644), 0)
        }

        let ending = try XCTUnwrap(ChildProcess.run(TaschProcess.binary.path, arguments(["-c", "show 1"]), environment: environment)?.ending)

        XCTAssertEqual(ending, ChildProcess.Ending(status: 0, stuck: false), "stuck means start-up blocked on a FIFO")
    }

    func test_startUp_doesNotReadAHugeJunkIndexOrOldCacheWhole() throws {
        _ = try shop(["-c", "quit"])
        for path in [try index.path, cacheFolder.appendingPathComponent("catalogue.cache").path] {
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("TASCHCAT junk".utf8)))
            // Sparse: 500 MB that take no disk.
            XCTAssertEqual(truncate(path, 500_000_000), 0)
        }

        let peak = try ChildProcess.peakMemory(TaschProcess.binary.path, arguments(["-c", "quit"]), environment: environment, in: tasch.folder)

        XCTAssertLessThan(peak, 200_000_000, "a junk file was read whole")
    }

    func test_startUp_removesTheTemporaryFilesOfKilledWrites_andTheOldCache() throws {
        _ = try shop(["-c", "quit"])
        let name = try index.lastPathComponent
        let gone = try pidOfAProcessThatEnded()
        let leftovers = [".\(name).\(gone).A.tmp", ".catalogue.cache.\(gone).B.tmp", "catalogue.cache"]
        for leftover in leftovers {
            try Data(repeating: 1, count: 1_000).write(to: cacheFolder.appendingPathComponent(leftover))
        }

        let result = try shop(["-c", "quit"])

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path).sorted(), [name])
    }

    func test_startUp_removesTheIndexAnOlderTaschKeptBesideTheStateFile() throws {
        for name in ["catalogue.index", "catalogue.cache"] {
            try Data(repeating: 1, count: 1_000).write(to: stateFolder.appendingPathComponent(name))
        }

        let result = try shop(["-c", "quit"])

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: stateFolder.path).sorted(), [])
    }

    // MARK: - Helpers

    private var environment: [String: String] { TaschProcess.environment(home: tasch.folder) }

    private func arguments(_ more: [String]) -> [String] {
        ["--catalogue", catalogue.path, "--state", stateFolder.appendingPathComponent("state.json").path] + more
    }

    private func shop(_ more: [String]) throws -> TaschProcess.Result {
        try tasch.run(arguments(more))
    }

    private func inode(of url: URL) throws -> UInt64 {
        var status = stat()
        guard stat(url.path, &status) == 0 else { throw CocoaError(.fileNoSuchFile) }
        return UInt64(status.st_ino)
    }

    private func pidOfAProcessThatEnded() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
