import XCTest

extension XCTestCase {
    /// Lets other tasks run until `condition` holds; gives up after many turns, so a bug fails the test instead of hanging it.
    /// It never sleeps: time in these tests moves only with a manual clock.
    @MainActor
    public func yieldUntil(_ condition: @MainActor () -> Bool) async {
        for _ in 0..<100_000 where !condition() {
            await Task.yield()
        }
    }
}
