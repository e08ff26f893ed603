import Adapters

/// `tasch.1`, the manual page, in the man(7) macros: the words of `--help` (`UsageText`) and of `help`
/// (`CommandTable`), the full screen's keys as its `?` overlay lists them (`ScreenHints`), and the fault grammar and
/// presets as the parser has them (`FaultSpec`, `FaultPreset`), so that the page never says other than the program and
/// an installed tasch needs no other document.
enum ManualPage {
    /// How to read the page, installed or not, for the texts that send people to it.
    static let howToRead = "man tasch, or tasch --man-page | man -l - before installing"

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
        var group: CommandGroup?
        for command in CommandTable.shop.entries {
            if command.group != group {
                group = command.group
                lines.append(".SS " + escaped(command.group.title))
            }
            lines += row(bold: command.usage, command.summary)
        }
        lines += fullScreen + faults
        lines += [".SH SEE ALSO", "More, with examples: the guides in the Docs folder of Tasch's sources (" + escaped(guides) + ")."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every key of `tasch --screen`, from the list its `?` overlay shows, in plain characters.
    private static var fullScreen: [String] {
        let hints = ScreenHints(style: ScreenStyle(usesColour: false, isUnicode: false))
        return [".SH FULL SCREEN", escaped("tasch --screen is the same shop on one full screen, driven by these keys (? shows them there):")]
            + hints.all.flatMap { row(bold: $0.keys, $0.what) }
    }

    /// How `--faults`, `TASCH_FAULTS` and the `fault` command are written, and what each preset stands for.
    private static var faults: [String] {
        var lines = [".SH FAULTS"]
        lines.append(escaped("--faults SPEC (else TASCH_FAULTS), or fault POINT TERMS and fault PRESET at the prompt, make the "
            + "shop's data-layer calls fail, wait, or go through and lose their answer; --fault-seed N replays the chances. "
            + "A SPEC is written:"))
        lines += [".PP", ".nf", ".RS"] + FaultSpec.grammar.map(escaped) + [".RE", ".fi"]
        lines += [".PP", escaped("POINT is \(FaultPoint.validNames(among: ShopFeatures.faultPoints)) (every point). N* applies a term to the next N calls, then the "
            + "next term takes over, and a chain whose last term has a count ends off; P% fires on that share of the calls, "
            + "seeded; + joins actions on one call, delays first. lose lets the call through and loses its answer: a retry "
            + "never orders twice."), ".PP", "The presets:"]
        return lines + FaultPreset.allCases.flatMap { row(bold: $0.rawValue, $0.spec + "; " + $0.summary) }
    }

    /// What the page's NAME line says Tasch is: the introduction's first sentence.
    private static var summary: String {
        let first = UsageText.introduction.first ?? ""
        return String(first.prefix { $0 != ":" && $0 != "." }).lowercased()
    }

    private static let guides = "commands.md, screen.md, faults.md, catalogue-format.md, state-file.md, architecture.md"

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
