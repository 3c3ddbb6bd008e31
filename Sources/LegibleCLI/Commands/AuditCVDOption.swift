import Foundation
import LegibleAudit
import LegibleColor

/// `legible audit --cvd all|TYPE[,TYPE…]` and `--no-suggestions` (issue 7).
extension Audit {
  /// The options this file adds to `legible audit`.
  static var visionOptions: [OptionSpec] {
    [
      .option(
        "--cvd", value: "types",
        help: "Also re-check every finding under colour-vision deficiencies: all, or a "
          + "comma-separated list of " + CVDType.allCases.map(\.rawValue).joined(separator: ", ")
          + " (informational; flags states that only differ from normal by hue, WCAG 1.4.1)"),
      .flag(
        "--no-suggestions", help: "Do not compute the nearest passing fix for failing findings."),
    ]
  }

  /// Parses a `--cvd` value: `all` or a comma-separated list of deficiency names.
  ///
  /// - Throws: A usage error naming the value and the allowed names.
  static func cvdTypes(_ value: String?) throws(CommandError) -> [CVDType] {
    guard let value else { return [] }
    if value == "all" { return CVDType.allCases }
    var types: [CVDType] = []
    for name in value.split(separator: ",", omittingEmptySubsequences: false) {
      let trimmed = name.trimmingWhitespace()
      guard let type = CVDType(rawValue: trimmed) else {
        throw .usage(
          .invalidValue(
            value, option: "--cvd <types>", allowed: ["all"] + CVDType.allCases.map(\.rawValue)))
      }
      if !types.contains(type) { types.append(type) }
    }
    return types
  }
}
