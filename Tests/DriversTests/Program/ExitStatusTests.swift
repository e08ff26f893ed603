@testable import Drivers
import XCTest

/// Every status the shop ends with is named once in `ExitStatus`, with the one line that `--help`, the manual page and
/// Docs/commands.md say of it (the documents' agreement: `WriteTheManualPageTests`, `ExitStatusesEndToEndTests`).
final class ExitStatusTests: XCTestCase {
    func test_meanings_listEveryStatusOnceLowestFirst() {
        let statuses = ExitStatus.meanings.map(\.status)

        XCTAssertEqual(statuses, [
            ExitStatus.success, ExitStatus.commandFailed, ExitStatus.usage, ExitStatus.dataError, ExitStatus.noInput,
            ExitStatus.internalError, ExitStatus.cannotCreate, ExitStatus.ioError, ExitStatus.temporaryFailure,
            ExitStatus.interrupted,
        ])
        XCTAssertEqual(statuses, statuses.sorted())
        XCTAssertEqual(Set(statuses).count, statuses.count)
        XCTAssertEqual(ExitStatus.interrupted, 130, "a shell's status for Ctrl-C: 128 + SIGINT")
    }

    func test_meanings_areOneLineEach() {
        for (status, meaning) in ExitStatus.meanings {
            XCTAssertFalse(meaning.isEmpty || meaning.contains("\n") || meaning.hasSuffix("."), "\(status): \(meaning)")
        }
    }

    func test_usageText_listsTheStatusesWithTheirMeanings() throws {
        let section = try XCTUnwrap(UsageText.sections.first { $0.title == "exit status" })

        XCTAssertEqual(section.rows.map(\.name), ExitStatus.meanings.map { String($0.status) } + ["128 + N"])
        XCTAssertEqual(section.rows.map(\.text), ExitStatus.meanings.map(\.meaning) + [ExitStatus.endedBySignal.meaning])
    }

    func test_usageText_saysASignalThatEndsTheShopLeaves128PlusItsNumber() throws {
        let section = try XCTUnwrap(UsageText.sections.first { $0.title == "exit status" })

        XCTAssertEqual(section.rows.last?.name, "128 + N")
        XCTAssertTrue(section.rows.last?.text.hasPrefix("signal N, such as SIGTERM (\(128 + SIGTERM)) or SIGHUP (\(128 + SIGHUP))") == true)
    }
}
