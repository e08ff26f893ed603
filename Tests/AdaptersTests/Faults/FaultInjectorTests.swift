import Adapters
import TaschTestSupport
import XCTest

final class DecideFaultsTests: XCTestCase {
    func test_decide_passesEveryCallOnAnEmptyPlan() async {
        let sut = makeSUT("")

        let outcomes = await outcomes(of: sut, at: .catalogue, calls: 3)

        XCTAssertEqual(outcomes, ["ok", "ok", "ok"])
    }

    func test_decide_failsOnceThenRecoversOnACountedFailure() async {
        let sut = makeSUT("catalogue=1*fail(no-internet)")

        let outcomes = await outcomes(of: sut, at: .catalogue, calls: 3)

        XCTAssertEqual(outcomes, ["fail(no-internet)", "ok", "ok"])
    }

    func test_decide_handsOverToTheNextTermWhenACountIsUsedUp() async {
        let sut = makeSUT("add=1*off->fail")

        let outcomes = await outcomes(of: sut, at: .add, calls: 3)

        XCTAssertEqual(outcomes, ["ok", "fail(no-internet)", "fail(no-internet)"])
    }

    func test_decide_leavesOtherPointsAlone() async {
        let sut = makeSUT("catalogue=fail")

        let outcomes = await outcomes(of: sut, at: .cart, calls: 2)

        XCTAssertEqual(outcomes, ["ok", "ok"])
    }

    func test_decide_followsTheChainOfEachPointSeparatelyForAStarEntry() async {
        let sut = makeSUT("*=1*fail")

        let catalogue = await outcomes(of: sut, at: .catalogue, calls: 2)
        let cart = await outcomes(of: sut, at: .cart, calls: 2)

        XCTAssertEqual(catalogue + cart, ["fail(no-internet)", "ok", "fail(no-internet)", "ok"])
    }

    func test_decide_prefersAnEntryForThePointOverAStarEntry() async {
        let sut = makeSUT("*=fail;cart=off")

        let outcomes = await outcomes(of: sut, at: .cart, calls: 1)

        XCTAssertEqual(outcomes, ["ok"])
    }

    func test_decide_delaysAndThenFailsOneCallOnACombinedTerm() async {
        let sut = makeSUT("rate=delay(2s)+fail(timeout)")

        let decision = await sut.decide(.rate)

        XCTAssertEqual(decision.delay, .seconds(2))
        XCTAssertEqual(decision.failure, .timeout)
    }

    func test_decide_givesTheSameDecisionsForTheSameSeed() async {
        let first = await outcomes(of: makeSUT("cart=30%fail", seed: 9), at: .cart, calls: 40)
        let second = await outcomes(of: makeSUT("cart=30%fail", seed: 9), at: .cart, calls: 40)

        XCTAssertEqual(first, second)
    }

    func test_decide_failsAboutTheGivenShareOfCalls() async {
        let outcomes = await outcomes(of: makeSUT("cart=30%fail", seed: 1), at: .cart, calls: 1_000)

        XCTAssertEqual(Double(outcomes.filter { $0 != "ok" }.count) / 1_000, 0.3, accuracy: 0.05)
    }

    func test_report_countsCallsFailuresAndDelaysPerPoint() async {
        let sut = makeSUT("catalogue=1*fail->delay(1s)")
        _ = await outcomes(of: sut, at: .catalogue, calls: 3)

        let report = await sut.report()

        XCTAssertEqual(report.first, FaultPointReport(point: .catalogue, calls: 3, failed: 1, delayed: 2))
        XCTAssertEqual(report.map(\.point), sut.points, "every point the shop registers, in order")
    }

    func test_everyPointItIsGiven_isReportedAndDecided_aFeaturesToo() async throws {
        let promotion = FaultPoint("promotion")
        let sut = FaultInjector(plan: try FaultSpec.parse("*=1*fail", points: [.cart, promotion]), seed: 1, points: [.cart, promotion])

        let outcome = await outcomes(of: sut, at: promotion, calls: 2)
        let (report, states) = (await sut.report(), await sut.states())

        XCTAssertEqual(outcome, ["fail(no-internet)", "ok"])
        XCTAssertEqual(report.map(\.point), [.cart, promotion])
        XCTAssertEqual(states.map(\.point), [.cart, promotion])
    }

    func test_set_replacesTheEntryAndRestartsItsChain() async throws {
        let sut = makeSUT("cart=1*fail")
        _ = await outcomes(of: sut, at: .cart, calls: 2)

        await sut.set(try FaultSpec.parseEntry(point: "cart", terms: "1*fail(timeout)"))
        let outcomes = await outcomes(of: sut, at: .cart, calls: 2)

        XCTAssertEqual(outcomes, ["fail(timeout)", "ok"])
    }

    func test_clear_passesEveryCallAfterwards() async {
        let sut = makeSUT("*=fail")

        await sut.clear()
        let outcomes = await outcomes(of: sut, at: .checkout, calls: 2)

        XCTAssertEqual(outcomes, ["ok", "ok"])
    }

    func test_takeLastFailure_namesThePointAndEntryOnceAndThenForgets() async throws {
        let sut = makeSUT("*=1*fail")
        _ = await sut.decide(.product)

        let first = await sut.takeLastFailure()
        let second = await sut.takeLastFailure()

        XCTAssertEqual(first, InjectedFault(point: .product, entry: try FaultSpec.parse("*=1*fail").entries[0]))
        XCTAssertNil(second)
    }

    func test_decide_letsTheCallThroughAndLosesItsAnswerCountingItAsLost() async throws {
        let sut = makeSUT("checkout=1*lose")

        let decision = await sut.decide(.checkout)
        let report = await sut.report().first { $0.point == .checkout }

        XCTAssertEqual(decision, FaultDecision(losesAnswer: true, entry: try FaultSpec.parse("checkout=1*lose").entries[0]))
        XCTAssertEqual(report, FaultPointReport(point: .checkout, calls: 1, failed: 0, delayed: 0, lost: 1))
        let fault = await sut.takeLastFailure()
        XCTAssertEqual(fault?.answerWasLost, true)
    }

    func test_takeLastFailure_saysARetryCanSucceedWhileALaterCallMayGetThrough() async {
        for spec in ["cart=1*fail", "cart=2*fail->off", "cart=1*fail->fail(timeout)->off", "cart=99%fail", "cart=fail->delay(1s)"] {
            let sut = makeSUT(spec)
            _ = await sut.decide(.cart)

            let fault = await sut.takeLastFailure()

            XCTAssertEqual(fault?.retryCanSucceed, true, spec)
        }
    }

    func test_takeLastFailure_saysNoRetryCanSucceedWhenThePlanFailsEveryCallFromNowOn() async {
        for spec in ["offline", "cart=fail", "cart=1*delay(1s)->fail(timeout)", "cart=1*fail->lose", "cart=100%fail"] {
            let sut = makeSUT(spec)
            _ = await sut.decide(.cart)
            _ = await sut.decide(.cart)

            let fault = await sut.takeLastFailure()

            XCTAssertEqual(fault?.retryCanSucceed, false, spec)
        }
    }

    private func makeSUT(_ spec: String, seed: UInt64 = 1, file: StaticString = #filePath, line: UInt = #line) -> FaultInjector {
        let plan = (try? FaultSpec.parse(spec)) ?? FaultPlan()
        if !spec.isEmpty, plan.isEmpty {
            XCTFail("bad spec \(spec)", file: file, line: line)
        }
        return FaultInjector(plan: plan, seed: seed)
    }
}

/// What the injector decides for `calls` calls at `point`, in the words of the docs: `ok`, `fail(KIND)`, `delay(D)`, `lose`.
func outcomes(of injector: FaultInjector, at point: FaultPoint, calls: Int) async -> [String] {
    var outcomes: [String] = []
    for _ in 0..<calls {
        let decision = await injector.decide(point)
        var parts: [String] = []
        if let delay = decision.delay { parts.append(FaultAction.delay(delay).description) }
        if let failure = decision.failure { parts.append(FaultAction.fail(failure).description) }
        if decision.losesAnswer { parts.append(FaultAction.lose.description) }
        outcomes.append(parts.isEmpty ? "ok" : parts.joined(separator: "+"))
    }
    return outcomes
}
