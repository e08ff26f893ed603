import Foundation
import XCTest

/// `Scripts/install.sh` putting tasch in place (issue 29, points 12 to 15; issue 28, point 15), on the built tasch.
final class InstallScriptEndToEndTests: EndToEndTestCase {
    private var script: InstallScript { InstallScript(tasch: tasch) }

    func test_relativePrefix_isReadFromTheCallersFolder() throws {
        let result = try script.install("relative/prefix")

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(script.files(under: script.caller.appendingPathComponent("relative/prefix")), InstallScript.installedFiles)
    }

    func test_uninstallHint_quotesAPrefixWithASpace_andRunsAsPrinted() throws {
        let prefix = tasch.folder.appendingPathComponent("my prefix")

        let installed = try script.install(prefix.path)
        let hint = try XCTUnwrap(installed.output.split(separator: "\n").last.map(String.init))
        XCTAssertTrue(hint.hasSuffix(" removes them."), hint)
        let uninstalled = try script.paste(String(hint.dropLast(" removes them.".count)))

        XCTAssertEqual(uninstalled.status, 0, uninstalled.errors)
        XCTAssertEqual(script.files(under: prefix), [])
    }

    func test_aFileWhereShareShouldBe_installsNothing_andSaysWhyInsteadOfInstalled() throws {
        let prefix = tasch.folder.appendingPathComponent("prefix")
        try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: prefix.appendingPathComponent("share"))

        let result = try script.install(prefix.path)

        XCTAssertEqual(result.status, 73)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(result.errors, "install.sh: cannot install into \(prefix.path): \(prefix.path)/share is not a folder; nothing was installed\n")
        XCTAssertEqual(script.files(under: prefix), ["share"])
    }

    func test_readOnlyPrefix_installsNothing_andSaysWhy() throws {
        let prefix = tasch.folder.appendingPathComponent("read-only")
        try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)

        let result = try tasch.run(program: InstallScript.path, ["--binary=" + TaschProcess.binary.path, prefix.path], withReadOnly: prefix)

        XCTAssertEqual(result.status, 73)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(result.errors, "install.sh: cannot install into \(prefix.path): \(prefix.path) cannot be written; nothing was installed\n")
        XCTAssertEqual(script.files(under: prefix), [])
    }

    func test_aCopyThatFailsHalfWay_takesBackWhatItMade_andInstallsNothing() throws {
        let prefix = tasch.folder.appendingPathComponent("small")
        try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
        // A file system too small for the program, in a namespace of the run's own: the folders are made, the copy fails.
        let install = "mount -t tmpfs -o size=64k tmpfs \"$1\" || exit 99; \"$2\" \"--binary=$3\" \"$1\"; status=$?; "
            + "find \"$1\" -mindepth 1; exit $status"

        let result = try tasch.run(program: "/usr/bin/unshare", ["-rm", "/bin/sh", "-c", install, "sh", prefix.path, InstallScript.path, TaschProcess.binary.path])

        try XCTSkipIf(result.status == 99, "no user namespace here to mount a small file system in")
        XCTAssertEqual(result.status, 73)
        XCTAssertEqual(result.output, "", "left under the prefix, or said installed")
        XCTAssertTrue(result.errors.hasSuffix("install.sh: cannot install into \(prefix.path): nothing was installed\n"), result.errors)
    }

    func test_install_recordsEachFileWithItsChecksumInAManifest() throws {
        let prefix = tasch.folder.appendingPathComponent("prefix")

        XCTAssertEqual(try script.install(prefix.path).status, 0)

        let manifest = try String(contentsOf: prefix.appendingPathComponent("share/tasch/install.sha256"), encoding: .utf8)
        let recorded = manifest.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        XCTAssertEqual(recorded.map { $0.last ?? "" }.sorted(), InstallScript.installedFiles.filter { !$0.hasPrefix("share/tasch/") })
        let check = try tasch.run(program: "/usr/bin/sha256sum", ["--check", "--strict"], input: manifest, in: prefix)
        XCTAssertEqual(check.status, 0, check.output + check.errors)
    }

    func test_install_putsTheProgramWithoutItsSymbolsOrDebugInformation_andSaysItsSize() throws {
        let prefix = tasch.folder.appendingPathComponent("prefix")

        let result = try script.install(prefix.path)

        let installed = try Data(contentsOf: prefix.appendingPathComponent("bin/tasch"))
        let built = try Data(contentsOf: TaschProcess.binary)
        XCTAssertNotNil(built.range(of: Data(".symtab".utf8)), "the built tasch has symbols to strip")
        XCTAssertNil(installed.range(of: Data(".symtab".utf8)), "a symbol table is installed")
        XCTAssertNil(installed.range(of: Data(".debug_info".utf8)), "debug information is installed")
        XCTAssertTrue(result.output.hasPrefix("installed tasch 0.1.0 (\(String(format: "%.1f", Double(installed.count) / 1_000_000)) MB) into \(prefix.path):\n"), result.output)
        XCTAssertEqual(try tasch.run(program: prefix.appendingPathComponent("bin/tasch").path, ["--version"]).output, "tasch 0.1.0\n")
    }
}
