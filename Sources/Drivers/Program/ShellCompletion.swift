import Adapters
import Foundation

/// The scripts that teach bash, zsh and fish to complete tasch's options and their values (files, choices, fault
/// presets and points, locales, command words after `-c`), written from the table that parses the options.
enum ShellCompletion {
    /// The completion script for `shell`, as `tasch --completions SHELL` prints it.
    static func script(for shell: LaunchOptions.CompletionShell, options: [LaunchOption] = LaunchOptions.table) -> String {
        let lines = switch shell {
        case .bash: bash(options)
        case .zsh: zsh(options)
        case .fish: fish(options)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The words offered for a value: the choices, the commands, the fault presets and the points followed by `=`, or
    /// the locales `--locale` takes (ICU's, listed only when a script is written).
    static func words(for completion: OptionValue.Completion) -> [String] {
        switch completion {
        case .nothing, .files: []
        case let .words(words): words
        case .faultSpecs: faultPresets + faultPoints.map { $0 + "=" }
        case .locales: Locale.availableIdentifiers.sorted()
        }
    }

    /// What an option does in a few words, for the shells that show it beside the name: its summary up to the first
    /// aside.
    static func shortSummary(_ option: LaunchOption) -> String {
        var summary = option.summary
        for aside in [" (", "; ", ", e.g."] {
            if let range = summary.range(of: aside) { summary = String(summary[..<range.lowerBound]) }
        }
        return summary
    }

    private static let header = "written by `tasch --completions %@`; Scripts/install.sh installs it"

    // MARK: - bash

    private static func bash(_ options: [LaunchOption]) -> [String] {
        // Only files are completed as file names: readline would quote anything else as one (`catalogue\=`).
        let files = "compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- \"$cur\")); return"
        var lines = ["# bash completion for tasch, " + header.replacingOccurrences(of: "%@", with: "bash")] + bashFaults + ["_tasch() {"]
        lines += [
            "    local cur=${COMP_WORDS[COMP_CWORD]} line=${COMP_LINE:0:COMP_POINT} word prev quote= taken",
            // bash splits its words at `=`, `;`, `(` and more: the word and the one before it are read from the line.
            "    word=${line##*[[:space:]]}",
            "    prev=${line%\"$word\"}; prev=${prev%\"${prev##*[![:space:]]}\"}; prev=${prev##*[[:space:]]}",
            "    [[ $word == --*=* ]] && { prev=${word%%=*}; word=${word#*=}; }",
            "    [[ $word == [\\'\\\"]* ]] && { quote=${word:0:1}; word=${word:1}; }",
            "    for taken in \"${COMP_WORDS[@]:1:COMP_CWORD-1}\"; do",
            "        [[ $taken == -- ]] && { \(files); }",
            "    done",
            "    case $prev in",
        ]
        for option in options {
            guard let value = option.value else { continue }
            let pattern = (option.names + option.aliases).joined(separator: "|")
            let reply = switch value.completion {
            case .files: files
            case .nothing: "COMPREPLY=(); return"
            case .words, .locales: "COMPREPLY=($(compgen -W '\(words(for: value.completion).joined(separator: " "))' -- \"$word\"))"
            case .faultSpecs: "_tasch_faults \"$word\""
            }
            lines.append("        \(pattern)) \(reply) ;;")
        }
        lines += [
            "        *) [[ $word == -* ]] || { \(files); }",
            "            COMPREPLY=($(compgen -W '\(options.flatMap(\.names).joined(separator: " ")) --' -- \"$word\")) ;;",
            "    esac",
            // Each answer takes the place of what bash took as the word: what follows its last break, or its quote.
            "    taken=${cur#[\\'\\\"]}; [[ $cur == = ]] && taken=",
            "    COMPREPLY=(\"${COMPREPLY[@]#\"${word%\"$taken\"}\"}\")",
            "    [[ -n $quote ]] && COMPREPLY=(\"${COMPREPLY[@]/#/$quote}\")",
            // A point is followed by its terms, not by a space.
            "    [[ ${#COMPREPLY[@]} -eq 1 && ${COMPREPLY[0]} == *= ]] && compopt -o nospace 2>/dev/null",
            "}",
            "complete -F _tasch tasch",
        ]
        return lines
    }

    // MARK: - zsh

    private static func zsh(_ options: [LaunchOption]) -> [String] {
        var lines = ["#compdef tasch", "# zsh completion for tasch, " + header.replacingOccurrences(of: "%@", with: "zsh")] + zshFaults + ["_arguments -S \\"]
        for option in options {
            let description = "[" + zshEscaped(shortSummary(option)) + "]"
            for name in option.names {
                // `=` takes the value after `=` or as the next word; `+` (a short option) right after it or as the next word.
                let form = option.value == nil ? "" : name.hasPrefix("--") ? "=" : "+"
                let repeated = option.isRepeatable ? "*" : ""
                lines.append("  '\(repeated)\(name)\(form)\(description)\(option.value.map(zshValue) ?? "")' \\")
            }
        }
        lines.append("  '::script file:_files'")
        return lines
    }

    private static func zshValue(_ value: OptionValue) -> String {
        let action = switch value.completion {
        case .files: "_files"
        case .nothing: " "
        case .faultSpecs: "_tasch_faults"
        case .words, .locales: "(" + words(for: value.completion).map(zshEscaped).joined(separator: " ") + ")"
        }
        return ":" + zshEscaped(value.placeholder) + ":" + action
    }

    /// `text` inside a single-quoted `_arguments` spec: the quote itself, brackets and colons escaped.
    private static func zshEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: "[", with: "\\[")
            .replacingOccurrences(of: "]", with: "\\]").replacingOccurrences(of: ":", with: "\\:")
    }

    // MARK: - fish

    private static func fish(_ options: [LaunchOption]) -> [String] {
        var lines = ["# fish completion for tasch, " + header.replacingOccurrences(of: "%@", with: "fish")] + fishFaults
        for option in options {
            var line = "complete -c tasch"
            for name in option.names {
                line += name.hasPrefix("--") ? " -l \(name.dropFirst(2))" : name.count == 2 ? " -s \(name.dropFirst())" : " -o \(name.dropFirst())"
            }
            if let value = option.value {
                let arguments = switch value.completion {
                case .files: " -r -F"
                case .nothing: " -x"
                case .faultSpecs: " -x -a '(__tasch_faults)'"
                case .words, .locales: " -x -a '\(words(for: value.completion).joined(separator: " "))'"
                }
                line += arguments
            }
            lines.append(line + " -d '\(shortSummary(option).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'"))'")
        }
        return lines
    }
}
