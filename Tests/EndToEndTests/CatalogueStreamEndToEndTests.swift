import Foundation
import XCTest

/// A catalogue that is no regular file, as a shell hands one over: read whole as it comes, and sold.
final class CatalogueStreamEndToEndTests: EndToEndTestCase {
    private let catalogue = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Resources/catalogue.json").standardized.path

    func test_catalogueFromProcessSubstitution_isReadWholeAndSold() throws {
        let result = try tasch.run(program: "/bin/bash", [
            "-c", "exec \"$1\" --state \"$2\" --catalogue <(cat \"$3\") -c 'show 3'", "bash", TaschProcess.binary.path, statePath, catalogue,
        ])

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasPrefix("Oak Serving Board (#3)\n"), result.output)
    }

    func test_catalogueFromAPipeOnStandardInput_isReadWhenCommandsComeFromDashC() throws {
        let result = try tasch.run(program: "/bin/bash", [
            "-c", "cat \"$3\" | \"$1\" --state \"$2\" --catalogue /dev/stdin -c 'find oak'", "bash", TaschProcess.binary.path, statePath, catalogue,
        ])

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("   3     $24.99  Oak Serving Board\n"), result.output)
    }
}
