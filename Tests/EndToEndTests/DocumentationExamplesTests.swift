import Foundation
import XCTest

/// Every command line of README.md and Docs/*.md runs as written (the rule that finds them: `DocumentedCommands`).
/// A line runs where its reader would type it: one that uses `swift run` or names a file of the sources (`Docs/…`,
/// `Resources/…`) in the clone's root folder, which it must leave as it was; any other in an empty folder, as
/// Docs/commands.md asks. Each example has a fresh home, `tasch` on the PATH, and standard input empty.
final class DocumentationExamplesTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    func test_readme_commandLinesRunAsWritten() throws {
        try checkExamples(in: "README.md", atLeast: 11)
    }

    func test_commandsReference_examplesPrintWhatTheDocsShow() throws {
        try checkExamples(in: "Docs/commands.md", atLeast: 15)
    }

    func test_everyOtherGuide_commandLinesRunAsWritten() throws {
        let guides = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Docs").path)
            .filter { $0.hasSuffix(".md") && $0 != "commands.md" }.sorted()
        XCTAssertTrue(guides.contains("faults.md"), "\(guides)")
        for guide in guides {
            try checkExamples(in: "Docs/" + guide, atLeast: 0)
        }
    }

    /// Runs each example of `document`, which must have at least `count` command lines.
    private func checkExamples(in document: String, atLeast count: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
        let examples = DocumentedCommands.examples(in: text)
        XCTAssertGreaterThanOrEqual(examples.flatMap(\.steps).count, count, "\(document)'s command lines", file: file, line: line)
        let before = try Self.sourceFiles()
        let swift = try SwiftRunOnThisBuild.shared()

        for example in examples {
            let tasch = try TaschProcess()
            defer { tasch.cleanUp() }
            for step in example.steps {
                let folder = Self.runsInTheClone(step.command) ? Self.root : tasch.folder
                // A console step's output is standard output and error together, as a terminal shows them.
                let script = step.output == nil ? step.command : "{ \(step.command)\n} 2>&1"
                let result = try tasch.run(
                    program: "/bin/sh", ["-c", script], environment: ["PATH": swift.path + ":" + TaschProcess.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"],
                    in: folder
                )
                let label = "\(document): \(step.command)"
                if let output = step.output { XCTAssertEqual(result.output, output, label, file: file, line: line) }
                if let status = step.status {
                    XCTAssertEqual(result.status, status, "\(label): \(result.errors)", file: file, line: line)
                    if status == 0 { XCTAssertEqual(result.errors, "", label, file: file, line: line) }
                }
            }
        }
        XCTAssertEqual(try Self.sourceFiles(), before, "\(document)'s lines left files in the clone", file: file, line: line)
    }

    private static func runsInTheClone(_ command: String) -> Bool {
        command.range(of: #"(^|[|;&] *)swift run|(^|[\s<>=])(Docs|Resources)/"#, options: .regularExpression) != nil
    }

    /// The clone's files a documented line could leave something among: its root and Docs, build output aside.
    private static func sourceFiles() throws -> [String] {
        let top = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { !$0.hasPrefix(".build") && $0 != ".swiftpm" }
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path).map { "Docs/" + $0 }
        return (top + docs).sorted()
    }
}
