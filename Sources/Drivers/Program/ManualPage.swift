/// `tasch.1`, the manual page, in the man(7) macros: the words of `--help` (`UsageText`) and of `help`
/// (`CommandHelp`), so that the page never says other than the program.
enum ManualPage {
    /// The page's source, as `tasch --man-page` prints it and `Scripts/install.sh` installs it.
    static var text: String {
        var lines = [
            ".TH TASCH 1 \"\" \"\(escaped(UsageText.version))\" \"User Commands\"",
            // Paths and options read better whole: no hyphenation, no stretched spaces.
            ".nh",
            ".ad l",
            ".SH NAME",
            "tasch \\- " + escaped(summary),
            ".SH SYNOPSIS",
            ".B " + escaped(UsageText.synopsis),
            ".SH DESCRIPTION",
        ]
        lines += UsageText.introduction.flatMap { [".PP", escaped($0)] }
        for section in UsageText.sections {
            lines.append(".SH " + escaped(section.title.uppercased()))
            lines += section.rows.flatMap { row(bold: $0.name, $0.text) }
        }
        lines.append(".SH COMMANDS")
        var group = ""
        for command in CommandHelp.all {
            if command.group != group {
                group = command.group
                lines.append(".SS " + escaped(group))
            }
            lines += row(bold: command.usage, command.summary)
        }
        lines += [".SH SEE ALSO", "The guides in the Docs folder of Tasch's sources: " + escaped(guides) + "."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the page's NAME line says Tasch is: the introduction's first sentence.
    private static var summary: String {
        let first = UsageText.introduction.first ?? ""
        return String(first.prefix { $0 != ":" && $0 != "." }).lowercased()
    }

    private static let guides = "commands.md, faults.md, catalogue-format.md, state-file.md, architecture.md"

    /// A tagged paragraph: `name` in bold, `text` below it, indented.
    private static func row(bold name: String, _ text: String) -> [String] {
        [".TP", ".B " + escaped(name), escaped(text)]
    }

    /// `text` as roff reads it literally: a backslash is `\e`, a hyphen-minus `\-` (so it is not shown as a hyphen and
    /// can be searched for), and a line that would start with `.` or `'` is not read as a request.
    static func escaped(_ text: String) -> String {
        var body = ""
        for character in text {
            switch character {
            case "\\": body += "\\e"
            case "-": body += "\\-"
            default: body.append(character)
            }
        }
        return body.first == "." || body.first == "'" ? "\\&" + body : body
    }
}
