import XCTest

/// Fails unless `expression`, which may wait, throws; hands the error to `check`. XCTest's own assertion cannot wait.
public func XCTAssertThrowsErrorAsync<T>(
    _ expression: @autoclosure () async throws -> T, _ message: String = "", isolation: isolated (any Actor)? = #isolation,
    file: StaticString = #filePath, line: UInt = #line, _ check: (Error) -> Void = { _ in }
) async {
    do {
        let value = try await expression()
        XCTFail("expected an error, got \(value)\(message.isEmpty ? "" : ": " + message)", file: file, line: line)
    } catch {
        check(error)
    }
}
