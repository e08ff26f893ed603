import Drivers
import Foundation
import XCTest

final class ProcessEnvironmentTests: XCTestCase {
    func test_variables_areFoundationsProcessEnvironment() {
        setenv("TASCH_TEST_VARIABLE", "a=b, ünïcode", 1)
        defer { unsetenv("TASCH_TEST_VARIABLE") }

        let variables = ProcessEnvironment.variables()

        XCTAssertEqual(variables["TASCH_TEST_VARIABLE"], "a=b, ünïcode", "split at the first =, the rest kept whole")
        XCTAssertEqual(variables, ProcessInfo.processInfo.environment)
    }
}
