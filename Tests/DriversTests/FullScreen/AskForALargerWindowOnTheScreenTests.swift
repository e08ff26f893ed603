@testable import Drivers
import TaschTestSupport
import XCTest

/// The full screen in a window of 1 to 20 columns, far below the smallest it draws the shop in: started there or
/// shrunk there from any view, it says how large the window must be wherever that fits, within the window, and once
/// the window is large again it draws the view as it was.
@MainActor
final class AskForALargerWindowOnTheScreenTests: XCTestCase {
    private let heights = [1, 3, 10, 24]

    func test_startedInAWindowOfEveryWidthFrom1To20_saysHowLargeItMustBeAndQuitsOnQ() async throws {
        for width in 1...20 {
            for height in heights {
                let size = ScreenSize(columns: width, rows: height)
                let tour = try await ScreenTour(columns: width, rows: height)

                await tour.start { !$0.text.allSatisfy(\.isWhitespace) }
                assertAsksForALargerWindow(tour.terminal, at: size)
                tour.terminal.type(.text("q"))

                let status = await tour.end()
                XCTAssertEqual(status, 0, "\(size)")
            }
        }
    }

    func test_shrunkToEveryWidthFrom1To20OnEveryView_saysHowLargeItMustBeAndDrawsTheViewAgainOnceLarge() async throws {
        try await EveryViewTour.visit(at: ScreenSize(columns: 80, rows: 24)) { tour, name, _ in
            let before = tour.terminal.lines
            for width in 1...20 {
                for height in heights {
                    tour.terminal.resize(columns: width, rows: height)
                    await tour.terminal.waitUntil { !$0.text.allSatisfy(\.isWhitespace) }
                    assertAsksForALargerWindow(tour.terminal, at: ScreenSize(columns: width, rows: height), on: name)
                }
            }

            tour.terminal.resize(columns: 80, rows: 24)
            // The header may have changed meanwhile: the wish list is read again after a change or a checkout.
            await tour.terminal.waitUntil { $0.lines.dropFirst() == before.dropFirst() }
        }
    }

    /// Fails unless `terminal` shows a frame of `size` that says the smallest size, `40×10`, wherever it has the rows
    /// for it (wrapped to the window as a word too long for a line is).
    private func assertAsksForALargerWindow(
        _ terminal: ScriptedScreenTerminal, at size: ScreenSize, on view: String = "the start", file: StaticString = #filePath, line: UInt = #line
    ) {
        let lines = terminal.lines, smallest = "\(ScreenLayout.minimum.columns)×\(ScreenLayout.minimum.rows)"
        XCTAssertEqual(terminal.errors, [], "\(view) at \(size)", file: file, line: line)
        XCTAssertEqual(lines.count, size.rows, "\(view) at \(size)", file: file, line: line)
        XCTAssertEqual(lines.filter { DisplayWidth.of($0) > size.columns }, [], "\(view) at \(size)", file: file, line: line)
        let rowsNeeded = (smallest.count + size.columns - 1) / size.columns
        if size.rows >= rowsNeeded {
            XCTAssertTrue(lines.joined().filter { !$0.isWhitespace }.contains(smallest), "\(view) at \(size):\n\(lines.joined(separator: "\n"))", file: file, line: line)
        }
    }
}
