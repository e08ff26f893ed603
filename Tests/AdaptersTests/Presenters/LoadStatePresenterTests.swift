import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

@MainActor
final class LoadStatePresenterTests: XCTestCase {
    func test_loading_showsTheLoadingState() async {
        let (sut, view) = makeSUT()

        sut.stateDidChange(.loading)

        XCTAssertEqual(view.messages, [.loading(true)])
    }

    func test_loaded_stopsLoadingAndShowsTheMappedViewModel() async {
        let (sut, view) = makeSUT { "mapped \($0)" }

        sut.stateDidChange(.loaded(7))

        XCTAssertEqual(view.messages, [.loading(false), .display("mapped 7")])
    }

    func test_failed_stopsLoadingAndShowsTheErrorsMessage() async {
        let (sut, view) = makeSUT()

        sut.stateDidChange(.failed(.productNotFound(id(42))))

        XCTAssertEqual(view.messages, [.loading(false), .error("no product with id 42")])
    }

    func test_init_holdsTheViewWeakly() async {
        var view: ViewSpy<String>? = ViewSpy()
        let sut = LoadStatePresenter<Int, ViewSpy<String>>(view: view!, map: { String($0) }, errors: ShopErrorPresenter(money: MoneyFormatter(localeIdentifier: "en_US")))
        weak let weakView = view

        view = nil
        sut.stateDidChange(.loaded(1))

        XCTAssertNil(weakView)
    }

    private func makeSUT(
        map: @escaping LoadStatePresenter<Int, ViewSpy<String>>.Mapper = { String($0) },
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (sut: LoadStatePresenter<Int, ViewSpy<String>>, view: ViewSpy<String>) {
        let view = ViewSpy<String>()
        let sut = LoadStatePresenter(view: view, map: map, errors: ShopErrorPresenter(money: MoneyFormatter(localeIdentifier: "en_US")))
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(view, file: file, line: line)
        return (sut, view)
    }
}
