import LegibleAudit
import LegibleColor
import LegibleReports

/// The policy options several commands share, spelled and documented once.
///
/// The canonical spelling of every value is the Swift type's raw value (what reports print and
/// `AuditPolicy` encodes): `--composite linear` is `BlendSpace(rawValue: "linear")`. The Swift
/// case names are accepted too (`--composite linearSRGB`, `--level aaa`), so a value copied
/// from Swift code works; help and docs show the raw values.
extension OptionSpec {
  /// `--coefficients wcag|css4`: the luminance coefficients.
  static let coefficients = OptionSpec.option(
    "--coefficients", value: "family", allowed: LuminanceCoefficients.allCases.map(\.rawValue),
    default: "wcag",
    help: "Luminance coefficients")

  /// `--composite srgb|linear`: where translucent colours are blended.
  static let composite = OptionSpec.option(
    "--composite", value: "space", allowed: BlendSpace.allCases.map(\.rawValue),
    aliases: blendSpaceCaseNames, default: "srgb",
    help: "Where translucent colours are blended")

  /// `--level AA|AAA`: the conformance level.
  static let level = OptionSpec.option(
    "--level", value: "level", allowed: ConformanceLevel.allCases.map(\.rawValue),
    aliases: levelCaseNames, default: "AA", help: "Level")

  /// `--large-text wcag|platform`: the large-text rule.
  static let largeText = OptionSpec.option(
    "--large-text", value: "policy", allowed: LargeTextPolicy.allCases.map(\.rawValue),
    aliases: largeTextCaseNames, default: "wcag",
    help: "Large-text rule (wcag: 24 px, 18.66 px bold; platform: 18 pt, 14 pt bold)")

  /// `--backdrop COLOR`: what lies below a translucent background.
  static let backdrop = OptionSpec.option(
    "--backdrop", value: "color", default: "white",
    help: "What lies below a translucent background.")

  /// The Swift case names that differ from the raw values (alias → raw value), per type: the
  /// library's table (`AuditSettings.caseNameAliases`, which `legible.json` values use too).
  static let blendSpaceCaseNames = AuditSettings.caseNameAliases["composite", default: [:]]
  static let levelCaseNames = AuditSettings.caseNameAliases["level", default: [:]]
  static let largeTextCaseNames = AuditSettings.caseNameAliases["largeText", default: [:]]
  static let failOnCaseNames = AuditSettings.caseNameAliases["failOn", default: [:]]
}
