@testable import Drivers
import Foundation
import XCTest

final class ExecutablePathTests: XCTestCase {
    func test_current_isTheAbsolutePathOfAFileThatExists() throws {
        let path = try XCTUnwrap(ExecutablePath.current)

        XCTAssertTrue(path.hasPrefix("/"), path)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path), path)
    }

    func test_resource_isInTheResourceFolderBesideTheExecutable() {
        XCTAssertEqual(
            ExecutablePath.resource("catalogue.json", inFolder: "tasch_tasch.resources", besideExecutableAt: "/opt/shop/bin/tasch"),
            "/opt/shop/bin/tasch_tasch.resources/catalogue.json"
        )
        XCTAssertEqual(
            ExecutablePath.resource("catalogue.json", inFolder: "tasch_tasch.resources", besideExecutableAt: "tasch"),
            "./tasch_tasch.resources/catalogue.json"
        )
    }
}
