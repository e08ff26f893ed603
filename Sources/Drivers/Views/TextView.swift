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
        output.error(viewModel.message, kind: viewModel.kind)
    }

    /// `cells` padded to `widths`; a width below zero pads on the left, for amounts.
    func columns(_ cells: [String], widths: [Int]) -> String {
        zip(cells, widths).map { cell, width in
            let padding = String(repeating: " ", count: max(0, abs(width) - cell.count))
            return width < 0 ? padding + cell : cell + padding
        }.joined(separator: "  ")
    }

    /// How wide the widest of `cells` is.
    func width(of cells: [String]) -> Int {
        cells.map(\.count).max() ?? 0
    }

    /// Colour swatches and hex codes, as in `██ 2F4F4F  ██ C1A57B`.
    func colourList(_ colours: [ColourViewModel]) -> String {
        colours.map { output.style.swatch(red: $0.red, green: $0.green, blue: $0.blue) + $0.hex }.joined(separator: "  ")
    }
}
