/// The policy options several commands share, spelled and documented once.
extension OptionSpec {
  /// `--coefficients wcag|css4`: the luminance coefficients.
  static let coefficients = OptionSpec.option(
    "--coefficients", value: "family", allowed: ["wcag", "css4"], default: "wcag",
    help: "Luminance coefficients")

  /// `--composite srgb|linear`: where translucent colours are blended.
  static let composite = OptionSpec.option(
    "--composite", value: "space", allowed: ["srgb", "linear"], default: "srgb",
    help: "Where translucent colours are blended")

  /// `--backdrop COLOR`: what lies below a translucent background.
  static let backdrop = OptionSpec.option(
    "--backdrop", value: "color", default: "white",
    help: "What lies below a translucent background.")
}
