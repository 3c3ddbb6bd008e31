import ArgumentParser
import LegibleAudit
import LegibleColor
import LegibleReports
import LegibleTokens

// The library's option values as ArgumentParser values. The canonical spelling of every value
// is the Swift type's raw value (what reports print and `AuditPolicy` encodes): `--composite
// linear` is `BlendSpace(rawValue: "linear")`, and help, completions and the man page list the
// raw values. The Swift case names that differ are accepted too (`--composite linearSRGB`,
// `--level aaa`), so a value copied from Swift code works: the library's table
// `AuditSettings.caseNameAliases`, which `legible.json` values use as well.

/// A raw value, or a case-name alias of one (`AuditSettings.caseNameAliases[key]`).
func canonicalValue(_ argument: String, key: String) -> String {
  AuditSettings.caseNameAliases[key]?[argument] ?? argument
}

extension BlendSpace: ExpressibleByArgument {
  public init?(argument: String) { self.init(rawValue: canonicalValue(argument, key: "composite")) }
}

extension ConformanceLevel: ExpressibleByArgument {
  public init?(argument: String) { self.init(rawValue: canonicalValue(argument, key: "level")) }
}

extension LargeTextPolicy: ExpressibleByArgument {
  public init?(argument: String) { self.init(rawValue: canonicalValue(argument, key: "largeText")) }
}

extension FailOn: ExpressibleByArgument {
  public init?(argument: String) { self.init(rawValue: canonicalValue(argument, key: "failOn")) }
}

extension LuminanceCoefficients: ExpressibleByArgument {}
extension ReportFormat: ExpressibleByArgument {}
extension CVDModel: ExpressibleByArgument {}
extension ContrastLineBatch.Columns: ExpressibleByArgument {}
extension ContrastSuggestion.Change: ExpressibleByArgument {}
extension ContrastSuggester.Gamut: ExpressibleByArgument {}
