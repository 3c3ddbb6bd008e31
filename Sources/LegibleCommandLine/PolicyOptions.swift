import ArgumentParser
import LegibleAudit
import LegibleColor

/// The audit policy options: `--level`, `--large-text`, `--composite`, `--coefficients`.
///
/// Each is optional: a value given here overrides `legible.json`'s `policy`, and where neither
/// gives one the library's default applies (``AuditSettings``).
struct PolicyOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The WCAG conformance level (default: AA; 1.4.6 and 2.4.13 are checked at AAA)",
      valueName: "level"))
  var level: ConformanceLevel?

  @Option(
    help: ArgumentHelp(
      "Large-text rule (wcag: 24 px, 18.66 px bold; platform: 18 pt, 14 pt bold; default: wcag)",
      valueName: "policy"))
  var largeText: LargeTextPolicy?

  @OptionGroup var blending: BlendingOptions
}
