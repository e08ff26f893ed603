@preconcurrency import Glibc
import Drivers
import XCTest

@MainActor
final class StandardConsoleTests: XCTestCase {
    func test_readLine_atTheEndOfInput_isNil_evenWithErrnoLeftAtEINTRByAnInterruptedCall() async {
        let saved = dup(STDIN_FILENO)
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        close(ends[1])
        dup2(ends[0], STDIN_FILENO)
        close(ends[0])
        defer {
            dup2(saved, STDIN_FILENO)
            close(saved)
            clearerr(stdin)
        }

        errno = EINTR
        XCTAssertNil(StandardConsole().readLine(prompt: nil), "the end of input, not a read to try again")
    }
}
