import Foundation
import XCTest

/// Runs `Scripts/install.sh` on the `tasch` this test bundle was built with (`--binary`), never a release build of its
/// own: `.ci/check-install` makes and installs the real one. Each run has the test's folder as its home, a caller's
/// folder inside it, and `swift`'s folder on the PATH for the toolchain's `llvm-objcopy`.
struct InstallScript {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scripts/install.sh")
        .standardized.path

    let tasch: TaschProcess

    /// The folder the script is run from, made on first use.
    var caller: URL {
        let folder = tasch.folder.appendingPathComponent("caller")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Installs the built tasch into `prefix`, as written (a relative one is read from `caller`).
    func install(_ prefix: String, environment: [String: String] = [:]) throws -> TaschProcess.Result {
        try run(["--binary=" + TaschProcess.binary.path, prefix], environment: environment)
    }

    /// Runs the script with `arguments` from `caller`.
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> TaschProcess.Result {
        try tasch.run(program: Self.path, arguments, environment: ["PATH": Self.searchPath].merging(environment) { $1 }, in: caller)
    }

    /// Runs `command` in bash from `caller`, as a person pastes a line the script printed.
    func paste(_ command: String) throws -> TaschProcess.Result {
        try tasch.run(program: "/bin/bash", ["-c", command], environment: ["PATH": Self.searchPath], in: caller)
    }

    /// Every file under `prefix`, relative to it and sorted; folders are left out.
    func files(under prefix: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(at: prefix, includingPropertiesForKeys: [.isDirectoryKey])
        let found = (enumerator?.allObjects as? [URL] ?? []).filter { !$0.hasDirectoryPath }
        return found.map { String($0.standardized.path.dropFirst(prefix.standardized.path.count + 1)) }.sorted()
    }

    static let installedFiles = [
        "bin/tasch", "share/bash-completion/completions/tasch", "share/fish/vendor_completions.d/tasch.fish",
        "share/man/man1/tasch.1", "share/tasch/install.sha256", "share/zsh/site-functions/_tasch",
    ]

    private static var searchPath: String {
        let swift = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
            .first { FileManager.default.isExecutableFile(atPath: $0 + "/swift") }
        return (swift.map { [$0] } ?? []).joined() + ":/usr/bin:/bin"
    }
}
