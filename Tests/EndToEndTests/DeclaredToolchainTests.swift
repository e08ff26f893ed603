import Foundation
import XCTest

/// What Tasch says it needs is what it needs: the Swift that Package.swift declares is the one README.md asks for and
/// one that has every language feature the code uses, and no platform is declared that Tasch is not built on.
final class DeclaredToolchainTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    /// Features of the language the code uses, each with the Swift that first has it.
    private static let features = ["nonisolated(nonsending)": [6, 2], "SendableMetatype": [6, 2]]

    func test_theReadme_asksForTheSwiftThatPackageSwiftDeclares() throws {
        let readme = try Self.text("README.md")

        let asked = try XCTUnwrap(readme.firstMatch(of: /Swift (\d+)\.(\d+) or later/), "README.md says which Swift it needs")

        XCTAssertEqual([Int(asked.1), Int(asked.2)], try Self.toolsVersion().map(Optional.init))
    }

    func test_packageSwift_declaresASwiftThatHasEveryFeatureTheCodeUses() throws {
        let sources = try Self.sourceTexts()
        let declared = try Self.toolsVersion()

        for (feature, needed) in Self.features where sources.contains(where: { $0.contains(feature) }) {
            XCTAssertFalse(declared.lexicographicallyPrecedes(needed), "the code uses \(feature), which needs Swift \(needed.map(String.init).joined(separator: "."))")
        }
    }

    func test_packageSwift_declaresNoPlatformButLinux_whereTaschIsBuiltAndTested() throws {
        XCTAssertFalse(try Self.text("Package.swift").contains("platforms:"), "Tasch is built and tested on Linux only")
    }

    private static func toolsVersion() throws -> [Int] {
        let manifest = try text("Package.swift")
        let version = try XCTUnwrap(manifest.firstMatch(of: /^\/\/ swift-tools-version:(\d+)\.(\d+)/), "Package.swift's first line")
        return [Int(version.1) ?? 0, Int(version.2) ?? 0]
    }

    private static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    private static func sourceTexts() throws -> [String] {
        let sources = root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return try files.filter { $0.pathExtension == "swift" }.map { try String(contentsOf: $0, encoding: .utf8) }
    }
}
