@testable import Drivers
import XCTest

/// Tab on the line: the word before the cursor completed as far as its candidates agree.
final class CompleteTheWordTests: XCTestCase {
    func test_complete_finishesTheOnlyCandidateWithASpace() {
        let (outcome, completer) = complete(LineBuffer("catalogue sort pr"), candidates: ["price"])

        XCTAssertEqual(outcome, .completed(LineBuffer("catalogue sort price ")))
        XCTAssertEqual(completer.requests, [.init(words: ["catalogue", "sort"], prefix: "pr")])
    }

    func test_complete_addsNoSpaceBeforeOneAlreadyThere() {
        let (outcome, _) = complete(LineBuffer("fault cat 1*fail", cursor: 9), candidates: ["catalogue"])

        XCTAssertEqual(outcome, .completed(LineBuffer("fault catalogue 1*fail", cursor: 15)))
    }

    func test_complete_extendsTheWordAsFarAsTheCandidatesAgree() {
        let (outcome, _) = complete(LineBuffer("fa"), candidates: ["fault", "faults"])

        XCTAssertEqual(outcome, .completed(LineBuffer("fault")))
    }

    func test_complete_replacesTheWordAsTypedWithTheCandidatesCase() {
        let (outcome, _) = complete(LineBuffer("CAT"), candidates: ["catalogue"])

        XCTAssertEqual(outcome, .completed(LineBuffer("catalogue ")))
    }

    func test_complete_givesTheCandidatesWhenTheyAgreeNoFurther() {
        let (outcome, _) = complete(LineBuffer("show 1"), candidates: ["1", "10"])

        XCTAssertEqual(outcome, .ambiguous(Completions([Completion("1"), Completion("10")])))
    }

    func test_complete_extendsNothingWhenOnlySomeCandidatesAreListed() {
        let completer = CompleterSpy(Completions([Completion("10"), Completion("11")], total: 30))

        XCTAssertEqual(TabCompletion.complete(LineBuffer("show 1"), with: completer), .ambiguous(completer.answer))
    }

    func test_complete_putsTheOnlyProductsIDInPlaceOfTheNameTypedInSeveralWords() {
        var found = Completions([Completion("6", detail: "Wool Throw")])
        found.replacesArguments = true
        let completer = CompleterSpy(found)

        XCTAssertEqual(TabCompletion.complete(LineBuffer("add 1; show  wool   t"), with: completer), .completed(LineBuffer("add 1; show  6 ")))
        XCTAssertEqual(completer.requests, [.init(words: ["show", "wool"], prefix: "t")])
    }

    func test_complete_neverTakesIDsStandingForNamesAsAnExtensionOfTheName() {
        var found = Completions([Completion("100", detail: "Canvas Bag"), Completion("101", detail: "Cotton Towel")])
        found.replacesArguments = true

        XCTAssertEqual(TabCompletion.complete(LineBuffer("show c"), with: CompleterSpy(found)), .ambiguous(found))
    }

    func test_complete_givesNothingWithoutCandidates() {
        let (outcome, _) = complete(LineBuffer("quit 3"), candidates: [])

        XCTAssertEqual(outcome, .nothing)
    }

    func test_complete_startsAfterTheLastSemicolonLikeTheShell() {
        let (_, completer) = complete(LineBuffer("add 1; sh"), candidates: ["show"])

        XCTAssertEqual(completer.requests, [.init(words: [], prefix: "sh")])
    }

    private func complete(_ buffer: LineBuffer, candidates: [String]) -> (TabCompletion.Outcome, CompleterSpy) {
        let completer = CompleterSpy(Completions(candidates.map { Completion($0) }))
        return (TabCompletion.complete(buffer, with: completer), completer)
    }
}
