import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

/// Every step of a change's files failing in turn (each open, truncate, write, sync and rename the real file system
/// makes, as the in-memory twin takes them), as SQLite is tested: afterwards a fresh store finds the change made
/// whole or not at all, and what the store answered says which. The rename of the document is the commit: a step
/// failing after it leaves the change made and answered as made, not yet safe on disk.
final class JSONFileShopStateStoreFailingStepsTests: XCTestCase {
    private let wishing = makeState(wishList: wished(2), nextOrderNumber: 1001)
    private let bought = makeState(sold: [id(2): 3], nextOrderNumber: 1002)

    func test_checkout_whoseDocumentIsInPlaceButItsFolderCannotBeSynced_isPlacedAndAnsweredNotYetSafe() async throws {
        let files = try await savedFiles(SavedShop(state: makeState(wishList: wished(2), nextOrderNumber: 1002), orders: [journalOrder(1001)]))
        let fileSystem = InMemoryFileSystem(files: files)
        fileSystem.failSteps(because: "Input/output error") { $0 == .sync("/home/shopper/.tasch") }

        let saved = try await checkout(1002, leaving: makeState(sold: [id(2): 3], nextOrderNumber: 1003))(store(fileSystem))

        XCTAssertEqual(saved.durability, .notYetSafe("the folder of \(statePath) could not be synced (Input/output error)"))
        let orders = try await store(InMemoryFileSystem(files: fileSystem.files)).orders(0..<20)
        XCTAssertEqual(orders.orders.map(\.number), [1002, 1001], "the journal keeps the order the document commits")
    }

    func test_firstCheckout_withEachStepFailing_isPlacedWholeOrNotAtAllAndAnsweredSo() async throws {
        let files = try await savedFiles(SavedShop(state: wishing))

        try await assertEachStepFailing(of: files, change: checkout(1001, leaving: bought)) { fresh, made in
            let (state, orders) = (try await fresh.read(), try await fresh.orders(0..<20))
            XCTAssertEqual(state, made ? self.bought : self.wishing)
            XCTAssertEqual(orders.orders.map(\.number), made ? [1001] : [])
        }
    }

    func test_checkoutAfterAnUncommittedAppend_withEachStepFailing_isPlacedWholeOrNotAtAllAndAnsweredSo() async throws {
        var files = try await savedFiles(SavedShop(state: makeState(wishList: wished(2), nextOrderNumber: 1002), orders: [journalOrder(1001)]))
        files[journalPath]?.append(Data(#"{"lines":[],"number":10"#.utf8))
        let before = makeState(wishList: wished(2), nextOrderNumber: 1002)
        let after = makeState(sold: [id(2): 3], nextOrderNumber: 1003)

        try await assertEachStepFailing(of: files, change: checkout(1002, leaving: after)) { fresh, made in
            let (state, orders) = (try await fresh.read(), try await fresh.orders(0..<20))
            XCTAssertEqual(state, made ? after : before)
            XCTAssertEqual(orders.orders.map(\.number), made ? [1002, 1001] : [1001])
        }
    }

    func test_rating_withEachStepFailing_isSavedOrNotAndAnsweredSo() async throws {
        let files = try await savedFiles(SavedShop(state: wishing))
        let rated = makeState(wishList: wished(2), ratings: [id(2): Rating(stars: 4)!], nextOrderNumber: 1001)

        let rate = { (sut: JSONFileShopStateStore) async throws(DataAccessError) -> Saved<Void> in
            try await sut.update(ordersFrom: nil) { $0.state.ratings[id(2)] = Rating(stars: 4) }
        }

        try await assertEachStepFailing(of: files, change: rate) { fresh, made in
            let state = try await fresh.read()
            XCTAssertEqual(state, made ? rated : self.wishing)
        }
    }

    /// A conversion that fails before its rename leaves the earlier file, the only copy of its orders, as it was, and
    /// says so; one that fails after it is made, and says it is not yet safe. Either way every order is there, and the
    /// next start converts what is left to convert.
    func test_conversionAtStartUp_withEachStepFailing_keepsEveryOrderAndSaysWhatBecameOfIt() async throws {
        let earlier = Data(JSONFileShopStateStoreConversionTests.versionTwo.utf8)
        let check = InMemoryFileSystem(files: [statePath: earlier])
        try await JSONFileShopStateStore.checkState(atPath: statePath, fileSystem: check, currency: usd)
        var said = Set<String>()
        for number in 1...check.steps.count {
            let fileSystem = InMemoryFileSystem(files: [statePath: earlier])
            fileSystem.failStep(number, because: "Input/output error")
            let warning: String?
            do {
                warning = try await JSONFileShopStateStore.checkState(atPath: statePath, fileSystem: fileSystem, currency: usd)
            } catch {
                warning = "refused: \(error)"
            }
            let context = "step \(number), \(fileSystem.steps[number - 1]), failing: \(warning ?? "nothing said")"
            let converted = try savedDocument(in: fileSystem).commit != nil
            let kind = Self.kind(ofStartUpWarning: warning)
            XCTAssertEqual(kind, converted ? "converted, not yet safe" : "not converted", context)
            said.insert(kind)
            if !converted { XCTAssertEqual(fileSystem.files[statePath], earlier, context) }
            let orders = try await store(fileSystem).orders(0..<20)
            XCTAssertEqual(orders.orders.map(\.number), [1002, 1001, 1000], context)
            let next = try await JSONFileShopStateStore.checkState(atPath: statePath, fileSystem: fileSystem, currency: usd)
            XCTAssertNil(next, "the next start converts what is left: \(context)")
            XCTAssertEqual(try savedDocument(in: fileSystem).commit?.count, 3, context)
        }
        XCTAssertEqual(said, ["converted, not yet safe", "not converted"])
    }

    // MARK: - Helpers

    /// A checkout's transaction: the order numbered `number` placed, and the state it leaves.
    private func checkout(_ number: Int, leaving state: ShopState) -> (JSONFileShopStateStore) async throws(DataAccessError) -> Saved<Void> {
        { sut async throws(DataAccessError) in
            try await sut.update(ordersFrom: nil) { transaction in
                transaction.state = state
                transaction.place(journalOrder(number))
            }
        }
    }

    /// Runs `change` on a store over `files` once for each step it takes, that step failing (the twin's EIO), and checks
    /// each outcome: thrown, the change was not made; answered, it was, not yet safe exactly when the step that failed
    /// came after the document's rename (every step matters: none fails and leaves the change safe). Then `check` is given a fresh store over what the files became, and whether the
    /// change was made; that store opens as the start-up check does.
    private func assertEachStepFailing(
        of files: [String: Data], change: @escaping (JSONFileShopStateStore) async throws(DataAccessError) -> Saved<Void>,
        check: (JSONFileShopStateStore, _ made: Bool) async throws -> Void, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let stepCount = try await stepsTaken(by: change, on: files).count
        var answers = Set<String>()
        for number in 1...stepCount {
            let fileSystem = InMemoryFileSystem(files: files)
            fileSystem.failStep(number, because: "Input/output error")
            let answer = await outcome { () async throws(DataAccessError) in try await change(store(fileSystem)) }
            let steps = fileSystem.steps
            let failed = steps[number - 1]
            let context = "step \(number) of \(stepCount) failing, \(failed): \(answer)"
            let committedBefore = steps.lastIndex(of: .rename(statePath)).map { $0 < number - 1 } ?? false
            switch answer {
            case let .success(saved):
                XCTAssertEqual(saved.durability == .safe, !committedBefore, context, file: file, line: line)
            case .failure:
                XCTAssertFalse(committedBefore, context, file: file, line: line)
            }
            answers.insert(Self.kind(of: answer))
            let opened = InMemoryFileSystem(files: fileSystem.files)
            let warning = try await JSONFileShopStateStore.checkState(atPath: statePath, fileSystem: opened, currency: usd)
            XCTAssertNil(warning, context, file: file, line: line)
            try await check(store(opened), (try? answer.get()) != nil)
        }
        XCTAssertEqual(answers, ["made, not yet safe", "not made"], "both kinds of answer came", file: file, line: line)
    }

    private func stepsTaken(
        by change: (JSONFileShopStateStore) async throws(DataAccessError) -> Saved<Void>, on files: [String: Data]
    ) async throws -> [FileSystemStep] {
        let fileSystem = InMemoryFileSystem(files: files)
        let saved = try await change(store(fileSystem))
        XCTAssertEqual(saved.durability, .safe, "nothing failing, the change is safe")
        return fileSystem.steps
    }

    private func store(_ fileSystem: InMemoryFileSystem) -> JSONFileShopStateStore {
        JSONFileShopStateStore(path: statePath, fileSystem: fileSystem, currency: usd)
    }

    private func outcome(_ change: () async throws(DataAccessError) -> Saved<Void>) async -> Result<Saved<Void>, DataAccessError> {
        do {
            return .success(try await change())
        } catch {
            return .failure(error)
        }
    }

    private static func kind(ofStartUpWarning warning: String?) -> String {
        guard let warning else { return "converted" }
        if warning.hasPrefix("\(statePath) is converted to version 4, but not yet safe on disk: ") { return "converted, not yet safe" }
        if warning.hasPrefix("\(statePath) could not be converted to version 4 now: ") || warning.hasPrefix("refused: ") { return "not converted" }
        return "said otherwise: \(warning)"
    }

    private static func kind(of answer: Result<Saved<Void>, DataAccessError>) -> String {
        switch answer {
        case let .success(saved): saved.durability == .safe ? "made" : "made, not yet safe"
        case .failure: "not made"
        }
    }
}
