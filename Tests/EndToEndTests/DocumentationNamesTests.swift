import Foundation
import XCTest

/// The map is true: every type, file and folder of this project that README.md and Docs/*.md write in backticks exists
/// in Sources/ or Tests/, so that a rename or a move cannot leave the docs pointing at nothing. A name from outside the
/// project (an API, a tool) is on the allow-list below; a name that is only an example is marked as one in its document,
/// in a comment `<!-- examples: Name, OtherName -->`.
final class DocumentationNamesTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    /// Names of the toolchain's APIs, tools and formats that the docs use in backticks.
    private static let outside: Set<String> = [
        "JSONDecoder", "JSONEncoder", "JSONSerialization", "NumberFormatter", "FileManager", "FileHandle", "ProcessInfo", "NSCondition",
        "Decodable", "Codable", "Encodable", "PackageDescription", "PackageResources", "XCTest", "DispatchQueue", "CheckedContinuation",
        "LoadStateTests", "EssentialFeed", "LocalFeedLoader", "FeedStore", "InMemoryFeedStore", "CoreDataFeedStore",
    ]

    func test_everyNameTheDocsWriteInBackticks_existsInTheSourcesOrTheTests() throws {
        let known = try Self.projectNames()
        var missing: [String] = []
        for document in try Self.documents() {
            let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
            let examples = Self.examples(in: text)
            for name in Self.names(inBackticksOf: text) where !known.contains(name) && !Self.outside.contains(name) && !examples.contains(name) {
                missing.append("\(document): \(name)")
            }
            for path in Self.projectPaths(inBackticksOf: text) where try !Self.isExample(path, examples) && !Self.exists(path) {
                missing.append("\(document): \(path)")
            }
        }
        XCTAssertEqual(missing, [], "names in the docs that the project does not have: rename them, or mark an example as one")
    }

    func test_theCheck_findsANameThatDoesNotExist() throws {
        let known = try Self.projectNames()
        let ghost = ["Shop", "Ghostly", "Vocabulary"].joined()

        XCTAssertEqual(Self.names(inBackticksOf: "the `\(ghost)` and `Shell.checkout`").filter { !known.contains($0) }, [ghost])
        XCTAssertEqual(Self.projectPaths(inBackticksOf: "`Drivers/App/Session` and `UseCases/Common/Paging`"), ["Drivers/App/Session", "UseCases/Common/Paging"])
        XCTAssertFalse(try Self.exists("Drivers/App/Session"))
        XCTAssertTrue(try Self.exists("UseCases/Common/Paging"))
        XCTAssertEqual(Self.examples(in: "<!-- examples: GiftCard, PromoCode -->"), ["GiftCard", "PromoCode"])
    }

    private static func documents() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path).filter { $0.hasSuffix(".md") }
        return ["README.md"] + docs.sorted().map { "Docs/" + $0 }
    }

    /// The words written in CamelCase inside backticks: the names of types, files and folders.
    static func names(inBackticksOf text: String) -> [String] {
        spans(inBackticksOf: text).flatMap { span in
            matches(of: #"\b[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+\b"#, in: span)
        }
    }

    /// The spans in backticks that name a place in the project: a path whose first part is a layer or a test target.
    static func projectPaths(inBackticksOf text: String) -> [String] {
        let first = #"^(Sources/|Tests/)?(Entities|UseCases|Adapters|Drivers|TaschTestSupport|[A-Za-z]+Tests)/"#
        return spans(inBackticksOf: text).compactMap { span in
            let path = span.split(separator: " ").first.map(String.init) ?? span
            guard path.range(of: first, options: .regularExpression) != nil, !path.contains("*"), !path.contains("…") else { return nil }
            return path
        }
    }

    /// Whether `path` (under Sources/ or Tests/, with or without `.swift`, ending perhaps in `.member` or `(…)`) exists.
    static func exists(_ path: String) throws -> Bool {
        let trimmed = path.replacingOccurrences(of: #"\(.*$"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"/$"#, with: "", options: .regularExpression)
        var candidates = [trimmed]
        if let dot = trimmed.lastIndex(of: "."), !trimmed[dot...].contains("/") { candidates.append(String(trimmed[..<dot])) }
        for candidate in candidates {
            for base in ["", "Sources/", "Tests/"] {
                let url = root.appendingPathComponent(base + candidate)
                if FileManager.default.fileExists(atPath: url.path) || FileManager.default.fileExists(atPath: url.path + ".swift") { return true }
            }
            // A path may skip folders a reader need not know: `Drivers/Views/HintText` for Drivers/LineShell/Views/HintText.
            if let name = candidate.split(separator: "/").last, try projectFiles().contains(where: { $0.hasSuffix("/" + name + ".swift") || $0.hasSuffix("/" + name) }),
               try projectFiles().contains(where: { $0.contains(candidate.split(separator: "/").first.map(String.init) ?? "") }) {
                return try projectFiles().contains { file in
                    let parts = candidate.split(separator: "/").map(String.init)
                    return parts.allSatisfy { file.contains($0) } && (file.hasSuffix("/" + parts.last! + ".swift") || file.hasSuffix("/" + parts.last!))
                }
            }
        }
        return false
    }

    /// Whether `path` names a file a document marks as an example.
    static func isExample(_ path: String, _ examples: Set<String>) -> Bool {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        return examples.contains(last.replacingOccurrences(of: ".swift", with: ""))
    }

    /// Names a document marks as examples only.
    static func examples(in text: String) -> Set<String> {
        Set(matches(of: #"<!-- examples: ([^>]*) -->"#, in: text, group: 1).flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } })
    }

    /// Every file and folder name of Sources/ and Tests/, and every word their Swift files use.
    private static func projectNames() throws -> Set<String> {
        var names = Set<String>()
        for file in try projectFiles() {
            let url = root.appendingPathComponent(file)
            names.formUnion(url.pathComponents)
            let name = url.deletingPathExtension().lastPathComponent
            // `Type+Part.swift` names the part too: `ShopStateStoreContract+OrderNumbers`.
            names.formUnion([name] + name.split(separator: "+").map(String.init))
            if file.hasSuffix(".swift") {
                names.formUnion(matches(of: #"\b[A-Za-z_][A-Za-z0-9_]*\b"#, in: try String(contentsOf: url, encoding: .utf8)))
            }
        }
        return names
    }

    nonisolated(unsafe) private static var files: [String]?

    private static func projectFiles() throws -> [String] {
        if let files { return files }
        var found: [String] = []
        for top in ["Sources", "Tests"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(top).path)
            while let path = enumerator?.nextObject() as? String {
                found.append(top + "/" + path)
            }
        }
        files = found
        return found
    }

    private static func spans(inBackticksOf text: String) -> [String] {
        matches(of: "`([^`\n]+)`", in: text, group: 1)
    }

    private static func matches(of pattern: String, in text: String, group: Int = 0) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { Range($0.range(at: group), in: text).map { String(text[$0]) } }
    }
}
