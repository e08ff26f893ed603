import Adapters

/// Completing a fault spec in each shell (`--faults SPEC`): a preset, or points each followed by `=` and its terms, after
/// the last `;` and, within a point's terms, after the last `->`, a term's chance (`30%`) and count (`1*`), and the
/// last `+`. The points, presets and terms are the shop's own (`FaultTerm.suggestions`, as the line shell's Tab offers
/// them).
extension ShellCompletion {
    static var faultPoints: [String] { ShopFeatures.faultPoints.map(\.name) }
    static var faultPresets: [String] { FaultPreset.allCases.map(\.rawValue) }

    /// bash's `_tasch_faults SPEC`, which fills `COMPREPLY` with whole specs.
    static var bashFaults: [String] {
        [
            "_tasch_faults() {",
            "    local head= entry=${1##*;} before term re='^([0-9]+%)?([0-9]+[*])?(.*[+])?'",
            "    [[ $1 == *\\;* ]] && head=${1%\\;*}\\;",
            "    if [[ $entry == *=* ]]; then",
            "        before=${entry%%=*}=; entry=${entry#*=}",
            "        [[ $entry == *-\\>* ]] && before+=${entry%-\\>*}-\\>",
            "        term=${entry##*-\\>}; [[ $term =~ $re ]]; before+=${BASH_REMATCH[0]}; term=${term:${#BASH_REMATCH[0]}}",
            "        COMPREPLY=($(compgen -P \"$head$before\" -W '\(FaultTerm.suggestions.joined(separator: " "))' -- \"$term\"))",
            "    else",
            "        COMPREPLY=($(compgen -P \"$head\" -S = -W '\(faultPoints.joined(separator: " "))' -- \"$entry\"))",
            "        [[ -z $head ]] && COMPREPLY+=($(compgen -W '\(faultPresets.joined(separator: " "))' -- \"$entry\"))",
            "    fi",
            "}",
        ]
    }

    /// zsh's `_tasch_faults`, the action of `--faults`' value.
    static var zshFaults: [String] {
        [
            "_tasch_faults() {",
            "  local chained=0",
            "  compset -P '*;' && chained=1",
            "  if compset -P '*='; then",
            "    compset -P '*->'; compset -P '<->%'; compset -P '<->\\*'; compset -P '*+'",
            "    compadd -- \(FaultTerm.suggestions.map { "'\($0)'" }.joined(separator: " "))",
            "  else",
            "    compadd -S '=' -- \(faultPoints.joined(separator: " "))",
            "    (( chained )) || compadd -- \(faultPresets.joined(separator: " "))",
            "  fi",
            "}",
        ]
    }

    /// fish's `__tasch_faults`, which prints whole specs for the token under the cursor.
    static var fishFaults: [String] {
        [
            "function __tasch_faults",
            // fish quotes what it puts on the line itself: a quote typed before the spec is not part of it.
            "    set -l token (commandline -ct | string replace -r -- '^--faults=' '' | string replace -r -- '^[\\'\"]' '')",
            "    set -l head (string match -r -- '^.*;' $token; or echo)",
            "    set -l entry (string replace -r -- '^.*;' '' $token)",
            "    if string match -q -- '*=*' $entry",
            "        set -l before (string match -r -- '^[^=]*=(?:.*->)?(?:\\d+%)?(?:\\d+\\*)?(?:.*\\+)?' $entry)",
            "        for term in \(FaultTerm.suggestions.map { "'\($0)'" }.joined(separator: " "))",
            "            echo $head$before$term",
            "        end",
            "    else",
            "        for point in \(faultPoints.joined(separator: " "))",
            "            echo $head$point=",
            "        end",
            "        test -z \"$head\"; and printf '%s\\n' \(faultPresets.joined(separator: " "))",
            "    end",
            "end",
        ]
    }
}
