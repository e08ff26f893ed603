import Foundation

/// The command lines a document shows, found by a rule its reader can check: each `$ ` line of a ```console block,
/// with the lines after it, which are what it prints (standard output and error together); and each line of a ```sh
/// block that starts with `swift run` or `tasch`, which must end with status 0, or with the status its comment names
/// (`# … status 1`, at the end of the line or on the line above).
struct DocumentedCommands {
    /// One command line and what it must do.
    struct Step {
        let command: String
        /// What it prints, when the document shows it.
        var output: String?
        /// Its exit status, when the document implies it.
        var status: Int32?
    }

    /// The lines run one after another in one folder: a console block's, or one line of a sh block.
    struct Example {
        var steps: [Step]
    }

    /// Every example of `markdown`, in order.
    static func examples(in markdown: String) -> [Example] {
        var examples: [Example] = []
        for block in blocks(of: markdown) {
            switch block.language {
            case "console": examples.append(console(block.lines))
            case "sh": examples += shell(block.lines)
            default: continue
            }
        }
        return examples
    }

    private static func console(_ lines: [String]) -> Example {
        var example = Example(steps: [])
        for line in lines {
            if line.hasPrefix("$ ") {
                example.steps.append(Step(command: String(line.dropFirst(2)), output: ""))
            } else if !example.steps.isEmpty {
                example.steps[example.steps.count - 1].output? += line + "\n"
            }
        }
        return example
    }

    private static func shell(_ lines: [String]) -> [Example] {
        lines.indices.compactMap { index in
            let line = lines[index]
            guard line.hasPrefix("swift run") || line.hasPrefix("tasch ") || line == "tasch" else { return nil }
            let comment = [line.components(separatedBy: "  # ").dropFirst().joined(), index > 0 && lines[index - 1].hasPrefix("#") ? lines[index - 1] : ""]
            let status = comment.lazy.compactMap { statusNamed(in: $0) }.first ?? 0
            return Example(steps: [Step(command: line, output: nil, status: status)])
        }
    }

    /// The number after "status " in `comment`, if there is one.
    private static func statusNamed(in comment: String) -> Int32? {
        guard let range = comment.range(of: #"status [0-9]+"#, options: .regularExpression) else { return nil }
        return Int32(comment[range].dropFirst("status ".count))
    }

    /// The fenced blocks of `markdown`: each one's language and lines, without the indent of its fence.
    private static func blocks(of markdown: String) -> [(language: String, lines: [String])] {
        var blocks: [(language: String, lines: [String])] = []
        var open: (language: String, indent: Int, lines: [String])?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.dropFirst(indent)
            if trimmed.hasPrefix("```") {
                if let block = open {
                    blocks.append((block.language, block.lines))
                    open = nil
                } else {
                    open = (String(trimmed.dropFirst(3)), indent, [])
                }
            } else if let fence = open?.indent {
                open?.lines.append(String(line.dropFirst(min(indent, fence))))
            }
        }
        return blocks
    }
}
