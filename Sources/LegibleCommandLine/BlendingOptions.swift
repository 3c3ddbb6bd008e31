import ArgumentParser
import LegibleColor

/// `--composite` and `--coefficients`: how translucent colours are blended and luminance is
/// weighted. Part of ``PolicyOptions`` (audit) and ``ColorPairOptions`` (contrast, suggest).
///
/// Both are optional, so that `legible audit` can tell a value given here from one in
/// `legible.json`; the commands without a configuration apply the defaults.
struct BlendingOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Where translucent colours are blended (default: srgb)", valueName: "space"))
  var composite: BlendSpace?

  @Option(help: ArgumentHelp("Luminance coefficients (default: wcag)", valueName: "family"))
  var coefficients: LuminanceCoefficients?
}
