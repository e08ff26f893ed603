import Adapters
import TaschTestSupport
import XCTest

/// What is armed and what has fired, point by point: the entry deciding each point's calls, the term its next call
/// meets, whether a call there can still fail, wait or lose its answer, and how often the entry acted there.
final class SeeWhatIsArmedTests: XCTestCase {
    func test_states_sayAnEntryIsArmedUntilItFiresAndOffAfterwardsWhenItsChainEnds() async throws {
        let sut = FaultInjector(plan: try FaultSpec.parse("checkout=1*lose"), seed: 1)
        let entry = try XCTUnwrap(try FaultSpec.parse("checkout=1*lose").entries.first)

        let before = await sut.states().first { $0.point == .checkout }
        _ = await sut.decide(.checkout)
        let after = await sut.states().first { $0.point == .checkout }

        XCTAssertEqual(before, FaultPointState(point: .checkout, entry: entry, next: entry.terms.first, isArmed: true, fired: 0, failsBeforeItWorks: 1))
        XCTAssertEqual(after, FaultPointState(point: .checkout, entry: entry, next: nil, isArmed: false, fired: 1, failsBeforeItWorks: 0))
    }

    func test_states_sayAPointNoEntryDecidesPassesItsCalls() async throws {
        let sut = FaultInjector(plan: try FaultSpec.parse("checkout=1*lose"), seed: 1)

        let states = await sut.states()

        XCTAssertEqual(states.map(\.point), sut.points, "every point the shop registers, in order")
        XCTAssertEqual(states.first, FaultPointState(point: .catalogue, entry: nil, next: nil, isArmed: false, fired: 0, failsBeforeItWorks: 0))
    }

    func test_states_sayAChainThatActsOnlyLaterIsArmedThoughItsNextCallPasses() async throws {
        let sut = FaultInjector(plan: try FaultSpec.parse("add=1*off->fail"), seed: 1)

        let add = await sut.states().first { $0.point == .add }

        XCTAssertNil(add?.next)
        XCTAssertEqual(add?.isArmed, true)
    }

    func test_states_followEachPointOfAStarEntryAndTheEntriesThatOverrideIt() async throws {
        let plan = try FaultSpec.parse("*=1*fail;cart=off")
        let sut = FaultInjector(plan: plan, seed: 1)

        _ = await sut.decide(.catalogue)
        let states = await sut.states()

        let catalogue = states.first { $0.point == .catalogue }, wishlist = states.first { $0.point == .wishlist }
        let cart = states.first { $0.point == .cart }
        XCTAssertEqual(catalogue?.isArmed, false)
        XCTAssertEqual(catalogue?.fired, 1)
        XCTAssertEqual(wishlist?.isArmed, true)
        XCTAssertEqual(wishlist?.entry, plan.entries.first)
        XCTAssertEqual(cart?.entry, plan.entries.last)
        XCTAssertEqual(cart?.isArmed, false)
    }

    func test_states_startAnEntrysCountOfFiringsAfreshWhenItIsSetAgain() async throws {
        let sut = FaultInjector(plan: try FaultSpec.parse("cart=fail"), seed: 1)
        _ = await sut.decide(.cart)

        await sut.set(try FaultSpec.parseEntry(point: "cart", terms: "1*fail"))
        let cart = await sut.states().first { $0.point == .cart }

        XCTAssertEqual(cart?.fired, 0)
        XCTAssertEqual(cart?.isArmed, true)
    }

    func test_states_countTheCallsThatFailForSureBeforeAPointWorksForGood() async throws {
        let expected: [(spec: String, fails: Int?)] = [
            ("demo", 1), ("cart=2*fail(timeout)->off", 2), ("cart=1*lose", 1), ("cart=off", 0), ("cart=fail", nil), ("slow", nil),
            ("cart=1*off->fail", nil), ("cart=1*delay(1s)->1*fail->off", nil), ("cart=30%fail", nil),
        ]
        for (spec, fails) in expected {
            let sut = FaultInjector(plan: try FaultSpec.parse(spec), seed: 1)

            let cart = await sut.states().first { $0.point == .cart }

            XCTAssertEqual(cart?.failsBeforeItWorks, fails, spec)
        }
    }

    func test_states_countNoFailureAheadOnceAChainHasRunOut() async throws {
        let sut = FaultInjector(plan: try FaultSpec.parse("cart=1*fail"), seed: 1)
        _ = await sut.decide(.cart)

        let cart = await sut.states().first { $0.point == .cart }

        XCTAssertEqual(cart?.failsBeforeItWorks, 0)
    }
}
