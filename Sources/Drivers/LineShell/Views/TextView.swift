import Adapters

/// What every text view shares: loading and errors go to the terminal output.
@MainActor
public class TextView: LoadingView, ErrorView {
    let output: TerminalOutput
    /// Shows the loading line while a slow request is under way; set by the composer.
    var loadingIndicator: LoadingIndicator?

    public init(output: TerminalOutput) {
        self.output = output
    }

    public func display(_ viewModel: LoadingViewModel) {
        if viewModel.isLoading {
            loadingIndicator?.start()
        } else {
            loadingIndicator?.stop()
        }
    }

    public func display(_ viewModel: ErrorViewModel) {
        output.error(HintText.error(viewModel), kind: viewModel.kind)
    }

    /// `cells` padded to `widths` (terminal columns); a width below zero pads on the left, for amounts.
    func columns(_ cells: [String], widths: [Int]) -> String {
        zip(cells, widths).map { cell, width in
            let padding = String(repeating: " ", count: max(0, abs(width) - DisplayWidth.of(cell)))
            return width < 0 ? padding + cell : cell + padding
        }.joined(separator: "  ")
    }

    /// How wide the widest of `cells` is, in terminal columns.
    func width(of cells: [String]) -> Int {
        cells.map(DisplayWidth.of).max() ?? 0
    }

    /// `names` cut with "…" to what the window leaves beside a table's `otherColumns`, so that names give way before
    /// anything else in a row; as they are when they fit, or when output is not a terminal.
    func fitting(_ names: [String], besides otherColumns: Int) -> [String] {
        guard let window = output.width else { return names }
        return names.map { DisplayWidth.truncated($0, toColumns: max(1, window - otherColumns)) }
    }

    /// Colour swatches and hex codes, as in `██ 2F4F4F  ██ C1A57B`.
    func colourList(_ colours: [ColourViewModel]) -> String {
        colours.map { output.style.swatch(red: $0.red, green: $0.green, blue: $0.blue) + $0.hex }.joined(separator: "  ")
    }
}
