import Adapters
@testable import Drivers
import XCTest

/// The completion scripts come from the table that parses the options: each option's names, its value's kind and its
/// summary, in each shell's own terms. (bash's script is run by `InstallEndToEndTests`' neighbour, `CompletionEndToEndTests`.)
final class WriteShellCompletionsTests: XCTestCase {
    func test_fish_completesEachNameAndItsValue() {
        XCTAssertEqual(ShellCompletion.script(for: .fish, options: sampleOptions), """
        # fish completion for tasch, written by `tasch --completions fish`; Scripts/install.sh installs it
        \(ShellCompletion.fishFaults.joined(separator: "\n"))
        complete -c tasch -s h -l help -d 'this text'
        complete -c tasch -l color -x -a 'auto always never' -d 'colour output'
        complete -c tasch -s f -l file -r -F -d 'run the file\\'s commands'
        complete -c tasch -l faults -x -a '(__tasch_faults)' -d 'make calls fail'

        """)
    }

    func test_zsh_describesEachNameWithItsValueAndTheScriptFile() {
        XCTAssertEqual(ShellCompletion.script(for: .zsh, options: sampleOptions), """
        #compdef tasch
        # zsh completion for tasch, written by `tasch --completions zsh`; Scripts/install.sh installs it
        \(ShellCompletion.zshFaults.joined(separator: "\n"))
        _arguments -S \\
          '-h[this text]' \\
          '--help[this text]' \\
          '--color=[colour output]:auto|always|never:(auto always never)' \\
          '*-f+[run the file'\\''s commands]:SCRIPT:_files' \\
          '*--file=[run the file'\\''s commands]:SCRIPT:_files' \\
          '--faults=[make calls fail]:SPEC:_tasch_faults' \\
          '::script file:_files'

        """)
    }

    func test_bash_completesTheValuesOfEveryNameAndAliasAndTheNamesOfOptions() {
        let script = ShellCompletion.script(for: .bash, options: sampleOptions)

        XCTAssertTrue(script.contains("        --color|--colour) COMPREPLY=($(compgen -W 'auto always never' -- \"$word\")) ;;\n"), script)
        XCTAssertTrue(script.contains("        -f|--file) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n"), script)
        XCTAssertTrue(script.contains("        --faults) _tasch_faults \"$word\" ;;\n"), script)
        XCTAssertTrue(script.contains("COMPREPLY=($(compgen -W '-h --help --color -f --file --faults --' -- \"$word\"))"), script)
    }

    func test_bash_completesOnlyFilesAsFileNamesSoThatAFaultPointsEqualsSignIsNotQuoted() {
        let script = ShellCompletion.script(for: .bash, options: sampleOptions)

        XCTAssertTrue(script.hasSuffix("complete -F _tasch tasch\n"), script)
        XCTAssertEqual(script.components(separatedBy: "compopt -o filenames").count - 1, 3, "after --, for a file's value, and for a script")
    }

    func test_aFaultSpec_completesInEveryShellToTheShopsPointsPresetsAndTheTermsTheLineShellOffers() {
        let offered = ShopFeatures.faultPoints.map(\.name) + FaultPreset.allCases.map(\.rawValue) + FaultTerm.suggestions
        for faults in [ShellCompletion.bashFaults, ShellCompletion.zshFaults, ShellCompletion.fishFaults].map({ $0.joined(separator: "\n") }) {
            let words = Set(faults.split { !($0.isLetter || $0.isNumber || "()-".contains($0)) }.map(String.init))
            XCTAssertEqual(offered.filter { !words.contains($0) }, [], faults)
        }
    }

    func test_locale_completesToTheLocalesTheShopKnows() {
        let words = ShellCompletion.words(for: .locales)

        XCTAssertTrue(words.contains("en_GB"), "\(words.prefix(20))")
        XCTAssertTrue(words.contains("fr_FR"), "\(words.prefix(20))")
        XCTAssertEqual(LaunchOptions.table.first { $0.isNamed("--locale") }?.value?.completion, .locales)
    }

    func test_shortSummary_isTheSummaryUpToItsFirstAside() {
        let option = LaunchOption(["--x"], .word("N"), "seed for chances, to replay (default: none); more", set: { _, _ in })

        XCTAssertEqual(ShellCompletion.shortSummary(option), "seed for chances, to replay")
    }

    func test_everyOptionOfTheTable_isCompletedInEveryShell() {
        for shell in LaunchOptions.CompletionShell.allCases {
            let script = ShellCompletion.script(for: shell)
            for name in LaunchOptions.table.flatMap(\.names) {
                let spelled = shell == .fish ? (name.hasPrefix("--") ? "-l \(name.dropFirst(2))" : "-s \(name.dropFirst())") : name
                XCTAssertTrue(script.contains(spelled), "\(shell) lacks \(name)")
            }
        }
    }

    private var sampleOptions: [LaunchOption] {
        [
            .flag(["-h", "--help"], "this text") { _ in },
            LaunchOption(["--color"], aliases: ["--colour"], .choice(["auto", "always", "never"]), "colour output (default auto)") { _, _ in },
            LaunchOption(["-f", "--file"], .path("SCRIPT"), "run the file's commands", repeatable: true) { _, _ in },
            LaunchOption(["--faults"], .word("SPEC", completion: .faultSpecs), "make calls fail, e.g. cart=1*fail") { _, _ in },
        ]
    }
}
