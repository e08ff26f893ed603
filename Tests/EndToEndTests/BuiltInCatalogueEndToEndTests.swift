import Foundation
@testable import tasch
import XCTest

/// The default catalogue is built into the binary from Resources/catalogue.json: a copy of `tasch` alone, far from
/// its build folder, sells exactly that file's products.
final class BuiltInCatalogueEndToEndTests: EndToEndTestCase {
    private let resource = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Resources/catalogue.json").standardized

    func test_builtInCatalogue_holdsTheBytesOfResourcesCatalogueJSON() throws {
        XCTAssertEqual(Data(PackageResources.catalogue_json), try Data(contentsOf: resource))
    }

    func test_copiedBinaryAlone_sellsTheCatalogueOfResourcesCatalogueJSON() throws {
        let lonely = tasch.folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: lonely, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TaschProcess.binary, to: lonely.appendingPathComponent("tasch"))
        let everything = ["--state", statePath, "--json", "-c", "catalogue --page-size 1000"]

        let copied = try tasch.run(program: lonely.appendingPathComponent("tasch").path, everything, in: lonely)
        let fromTheFile = try tasch.run(everything + ["--catalogue", resource.path])

        XCTAssertEqual(copied.status, 0, copied.errors)
        XCTAssertEqual(copied.output, fromTheFile.output)
        XCTAssertTrue(copied.output.contains(#""name":"Market Tote""#), copied.output)
    }
}
