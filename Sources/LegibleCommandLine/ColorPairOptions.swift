import ArgumentParser
import LegibleColor
import LegibleICC
import LegibleReports

/// How `contrast` and `suggest` read and combine a pair of colours: `--coefficients`,
/// `--composite` and `--backdrop`.
struct ColorPairOptions: ParsableArguments {
  @OptionGroup var blending: BlendingOptions

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "What lies below a translucent background (default: white, as WCAG assumes).",
      valueName: "color"))
  var backdrop: String?
}
