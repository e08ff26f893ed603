import Foundation
import XCTest

extension TaschProcess {
    /// Runs `program` with `arguments` while `folder` is mounted read-only, in a user and mount namespace of the run's
    /// own (root writes through a folder's mode, never through a read-only mount); skips the test where the machine
    /// makes no such namespace.
    func run(program: String, _ arguments: [String], withReadOnly folder: URL) throws -> Result {
        let mount = "mount --bind \"$1\" \"$1\" && mount -o remount,bind,ro \"$1\""
        guard try run(program: "/usr/bin/unshare", ["-rm", "/bin/sh", "-c", mount, "sh", folder.path]).status == 0 else {
            throw XCTSkip("no user namespace here to mount a folder read-only in")
        }
        return try run(program: "/usr/bin/unshare", ["-rm", "/bin/sh", "-c", mount + " && shift && exec \"$@\"", "sh", folder.path, program] + arguments)
    }
}
