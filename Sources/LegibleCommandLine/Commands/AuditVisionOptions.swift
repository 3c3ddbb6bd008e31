import ArgumentParser
import Foundation
import LegibleAudit
import LegibleColor

/// `legible audit --cvd all|TYPE[,TYPE…]` and `--no-suggestions` (issue 7).
struct AuditVisionOptions: ParsableArguments {
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Also re-check every finding under colour-vision deficiencies: all, or a comma-separated "
        + "list of " + CVDType.allCases.map(\.rawValue).joined(separator: ", ")
        + " (informational; flags states that only differ from normal by hue, WCAG 1.4.1).",
      valueName: "types"),
    completion: .list(["all"] + CVDType.allCases.map(\.rawValue)))
  var cvd: String?

  @Flag(help: "Do not compute the nearest passing fix for failing findings.")
  var noSuggestions = false

  func validate() throws {
    if let cvd, Self.cvdTypes(cvd) == nil {
      throw UsageError.invalidValue(
        cvd, option: "--cvd <types>", allowed: ["all"] + CVDType.allCases.map(\.rawValue)
      ).validation
    }
  }

  /// The deficiencies `--cvd` names (none without it).
  var cvdTypes: [CVDType] { cvd.flatMap(Self.cvdTypes) ?? [] }

  /// Parses a `--cvd` value: `all` or a comma-separated list of deficiency names, each once;
  /// `nil` when a name is unknown.
  static func cvdTypes(_ value: String) -> [CVDType]? {
    if value == "all" { return CVDType.allCases }
    var types: [CVDType] = []
    for name in value.split(separator: ",", omittingEmptySubsequences: false) {
      guard let type = CVDType(rawValue: name.trimmingWhitespace()) else { return nil }
      if !types.contains(type) { types.append(type) }
    }
    return types
  }
}
