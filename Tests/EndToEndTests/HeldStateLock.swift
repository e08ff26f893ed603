import Foundation

/// The state file's lock at `statePath`, taken as another shop saving would (one stopped with Ctrl-Z mid-save); close
/// the descriptor to let go. Never handed down to a shop the test starts, which would hold it on after the test let go.
func holdStateLock(at statePath: String) throws -> Int32 {
    let descriptor = open(statePath + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { throw CocoaError(.fileLocking) }
    return descriptor
}
