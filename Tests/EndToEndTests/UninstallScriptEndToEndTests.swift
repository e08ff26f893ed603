import Foundation
import XCTest

/// `Scripts/install.sh --uninstall` taking away only what it installed (issue 29, point 15), and leaving the shop's own
/// files where it says they are (issue 28, point 17).
final class UninstallScriptEndToEndTests: EndToEndTestCase {
    private var script: InstallScript { InstallScript(tasch: tasch) }

    func test_uninstall_onAPrefixItNeverInstalledInto_keepsTheUsersOwnFiles() throws {
        let prefix = tasch.folder.appendingPathComponent("prefix")
        try write("my own tasch", to: prefix.appendingPathComponent("bin/tasch"))
        try write("my own page", to: prefix.appendingPathComponent("share/man/man1/tasch.1"))

        let result = try script.run(["--uninstall", prefix.path])

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasPrefix("nothing removed: \(prefix.path) has no share/tasch/install.sha256"), result.output)
        XCTAssertEqual(try String(contentsOf: prefix.appendingPathComponent("bin/tasch"), encoding: .utf8), "my own tasch")
        XCTAssertEqual(try String(contentsOf: prefix.appendingPathComponent("share/man/man1/tasch.1"), encoding: .utf8), "my own page")
    }

    func test_uninstall_keepsAnInstalledFileChangedSince_andRemovesTheRest() throws {
        let prefix = tasch.folder.appendingPathComponent("prefix")
        XCTAssertEqual(try script.install(prefix.path).status, 0)
        try write("my own tasch", to: prefix.appendingPathComponent("bin/tasch"))

        let result = try script.run(["--uninstall", prefix.path])

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("kept \(prefix.path)/bin/tasch: it is not the file Scripts/install.sh installed there\n"), result.output)
        XCTAssertTrue(result.output.contains("removed \(prefix.path)/share/man/man1/tasch.1\n"), result.output)
        XCTAssertEqual(script.files(under: prefix), ["bin/tasch"])
        XCTAssertEqual(try String(contentsOf: prefix.appendingPathComponent("bin/tasch"), encoding: .utf8), "my own tasch")
    }

    func test_uninstall_saysWhereTheShopsStateAndCacheAre_howToRemoveThem_andKeepsThem() throws {
        let prefix = tasch.folder.appendingPathComponent("prefix")
        XCTAssertEqual(try script.install(prefix.path).status, 0)
        XCTAssertEqual(try tasch.run(program: prefix.appendingPathComponent("bin/tasch").path, ["-c", "add 1"]).status, 0)
        let state = tasch.folder.appendingPathComponent(".local/state/tasch")
        let cache = tasch.folder.appendingPathComponent(".cache/tasch")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)

        let result = try script.run(["--uninstall", prefix.path])

        XCTAssertTrue(result.output.contains(
            "kept \(state.path): your wish list, ratings, orders and the lines you typed; rm -r \(state.path) removes them\n"
        ), result.output)
        XCTAssertTrue(result.output.contains(
            "kept \(cache.path): indexes of big catalogues, made again when needed; rm -r \(cache.path) removes them\n"
        ), result.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: state.appendingPathComponent("state.json").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: cache.path))
    }

    func test_uninstall_namesTheStateFolderThatXDGStateHomeChose() throws {
        let prefix = tasch.folder.appendingPathComponent("prefix")
        let home = tasch.folder.appendingPathComponent("xdg state").path
        XCTAssertEqual(try script.install(prefix.path).status, 0)
        XCTAssertEqual(try tasch.run(program: prefix.appendingPathComponent("bin/tasch").path, ["-c", "add 1"], environment: ["XDG_STATE_HOME": home]).status, 0)

        let result = try script.run(["--uninstall", prefix.path], environment: ["XDG_STATE_HOME": home])

        XCTAssertTrue(result.output.contains("kept \(home)/tasch: your wish list, ratings, orders and the lines you typed; rm -r "
            + "\(tasch.folder.path)/xdg\\ state/tasch removes them\n"), result.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: home + "/tasch/state.json"))
    }

    private func write(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }
}
