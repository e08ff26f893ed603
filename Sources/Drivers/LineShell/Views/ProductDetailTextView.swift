import Adapters

/// Prints one product's page.
@MainActor
public final class ProductDetailTextView: TextView, ResourceView {
    public typealias ViewModel = ProductDetailViewModel

    public func display(_ viewModel: ProductDetailViewModel) {
        output.line(output.style.bold(viewModel.title))
        output.line("\(viewModel.price)  ·  \(viewModel.shipping)")
        if !viewModel.description.isEmpty {
            output.line(viewModel.description)
        }
        let fields = (viewModel.fields + [viewModel.image]).map { field -> (String, String) in
            switch field.value {
            case let .lines(lines): (field.label, lines.joined(separator: "\n"))
            case let .colours(colours): (field.label, colourList(colours))
            }
        }
        let labelWidth = width(of: fields.map(\.0)) + 1
        for (label, value) in fields where !value.isEmpty {
            // A field of several lines, like the sizes, lines up under its first line.
            for (index, valueLine) in value.split(separator: "\n").enumerated() {
                output.line(columns([index == 0 ? label + ":" : "", String(valueLine)], widths: [labelWidth, 0]), indent: labelWidth + 2)
            }
        }
        output.line("Type:")
        for step in viewModel.nextSteps {
            output.line("  \(HintText.row(step, Self.description(of: step)))", indent: 2 + HintText.descriptionColumn)
        }
        output.line()
    }

    private static func description(of step: NextStep) -> String {
        switch step {
        case .addShownProduct: "put it on your wish list"
        case .removeShownProduct: "take it off your wish list"
        case .setShownQuantity: "wish for N of it"
        case .rateShownProduct: "give it \(StarsFormatter.allowedRange) stars"
        case .back: "return to the previous screen"
        default: ""
        }
    }
}
