import Foundation
import XCTest

/// Every ```console block in the docs is run as written: each `$ ` line through sh, compared with the lines after it.
final class DocumentationExamplesTests: XCTestCase {
    func test_commandsReference_examplesPrintWhatTheDocsShow() throws {
        try checkExamples(in: "Docs/commands.md")
    }

    /// Runs each example of `document` in a fresh home folder with `tasch` on the PATH.
    func checkExamples(in document: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        let examples = ConsoleExample.all(in: text)
        XCTAssertFalse(examples.isEmpty, "\(document) has no console examples", file: file, line: line)

        for example in examples {
            let tasch = try TaschProcess()
            defer { tasch.cleanUp() }
            for step in example.steps {
                let result = try tasch.run(
                    program: "/bin/sh",
                    ["-c", "cd '\(tasch.folder.path)' && { \(step.command)\n} 2>&1"],
                    environment: ["PATH": TaschProcess.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"]
                )
                XCTAssertEqual(
                    result.output, step.expected, "\(document): $ \(step.command)", file: file, line: line
                )
            }
        }
    }
}

/// One ```console block: each command after `$ `, with what it prints (standard output and error together).
struct ConsoleExample {
    struct Step {
        let command: String
        var expected: String
    }

    let steps: [Step]

    static func all(in markdown: String) -> [ConsoleExample] {
        markdown.components(separatedBy: "```console\n").dropFirst().compactMap { block in
            guard let body = block.components(separatedBy: "```").first else { return nil }
            var steps: [Step] = []
            for line in body.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                if line.hasPrefix("$ ") {
                    steps.append(Step(command: String(line.dropFirst(2)), expected: ""))
                } else if !steps.isEmpty {
                    steps[steps.count - 1].expected += line + "\n"
                }
            }
            return ConsoleExample(steps: steps)
        }
    }
}
