import Dispatch
import Foundation
import Synchronization
import XCTest

/// A big catalogue is read in place, mapped from the system's cache, at a first start: another program cutting it short
/// meanwhile, which kills a reader of a mapped file with SIGBUS, never kills the shop. It sells the catalogue as it
/// read it whole, or says in one line why it cannot.
final class CatalogueCutShortEndToEndTests: XCTestCase {
    func test_startsWhileTheCatalogueIsCutShortAndWrittenBackOverAndOver_neverEndBySignal() throws {
        let tasch = try TaschProcess()
        defer { tasch.cleanUp() }
        let catalogue = tasch.folder.appendingPathComponent("catalogue.json")
        try BigCatalogueFile.write(products: 16_000, to: catalogue)
        let whole = try Data(contentsOf: catalogue)
        XCTAssertGreaterThan(whole.count, 8 << 20, "big enough to be mapped")
        let cutter = Cutter(path: catalogue.path, whole: whole)
        cutter.start()

        let results = try (0..<12).map { _ in
            try tasch.run(["--catalogue", catalogue.path, "--state", tasch.folder.appendingPathComponent("state.json").path, "-c", "show 1"])
        }
        cutter.stop()

        for result in results {
            XCTAssertFalse(result.signalled, "ended by signal \(result.status): \(result.errors)")
            if result.status == 0 {
                XCTAssertTrue(result.output.hasPrefix("Wool Throw 1 (#1)"), result.output)
            } else {
                XCTAssertEqual(result.errors.split(separator: "\n").count, 1, result.errors)
            }
        }
    }

    /// Cuts the file to a third of its length and writes the rest back, over and over, on a thread of its own.
    private final class Cutter: Sendable {
        private let path: String
        private let whole: Data
        private let stopped = Atomic<Bool>(false)
        private let done = DispatchSemaphore(value: 0)

        init(path: String, whole: Data) {
            (self.path, self.whole) = (path, whole)
        }

        func start() {
            DispatchQueue.global().async { [self] in
                let descriptor = open(path, O_WRONLY)
                defer { close(descriptor); done.signal() }
                let third = whole.count / 3
                while !stopped.load(ordering: .relaxed) {
                    _ = ftruncate(descriptor, off_t(third))
                    usleep(300)
                    _ = whole.withUnsafeBytes { pwrite(descriptor, $0.baseAddress! + third, whole.count - third, off_t(third)) }
                    usleep(300)
                }
            }
        }

        func stop() {
            stopped.store(true, ordering: .relaxed)
            done.wait()
        }
    }
}
