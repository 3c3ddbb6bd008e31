import LegibleAudit
import LegibleColor

/// What one audit run does, merged from the command line and the configuration file: command-line
/// values win, then `legible.json` (``AuditConfiguration``), then the defaults (docs/ci.md).
///
/// ```swift
/// var commandLine = AuditSettings.CommandLine()
/// commandLine.specs = ["Examples/seed-buttons.json"]
/// commandLine.level = "AAA"
/// let settings = try AuditSettings(commandLine: commandLine, configuration: nil)
/// // settings.policy.level == .aaa, settings.failOn == .fail
/// ```
public struct AuditSettings: Sendable, Hashable {
  /// The values given on the command line (`nil` or empty: not given).
  public struct CommandLine: Sendable, Hashable {
    /// Spec paths.
    public var specs: [String] = []
    /// `--level`, canonical (a raw value of `ConformanceLevel`).
    public var level: String?
    /// `--large-text`, canonical.
    public var largeText: String?
    /// `--composite`, canonical.
    public var composite: String?
    /// `--coefficients`, canonical.
    public var coefficients: String?
    /// `--fail-on`, canonical.
    public var failOn: String?
    /// `--strict`: needs-review findings fail too, unless `failOn` is given.
    public var strict = false
    /// `--tolerance`, as typed.
    public var tolerance: String?
    /// `--baseline`.
    public var baseline: String?
    /// `--update-baseline`.
    public var updateBaseline = false
    /// `--report format:path` values.
    public var reports: [String] = []
    /// `false` for `--no-suggestions`.
    public var suggestions = true
    /// `--cvd`.
    public var cvd: [CVDType] = []

    /// No values given.
    public init() {}
  }

  /// The other spellings accepted for policy values, by configuration key (alias → raw value):
  /// the Swift case names that differ from the raw values (`linearSRGB` for `linear`).
  public static let caseNameAliases: [String: [String: String]] = [
    "level": ["aa": ConformanceLevel.aa.rawValue, "aaa": ConformanceLevel.aaa.rawValue],
    "largeText": [
      "wcagCSSPixels": LargeTextPolicy.wcagCSSPixels.rawValue,
      "platformPoints18": LargeTextPolicy.platformPoints18.rawValue,
    ],
    "composite": [
      "encodedSRGB": BlendSpace.encodedSRGB.rawValue,
      "linearSRGB": BlendSpace.linearSRGB.rawValue,
    ],
    "failOn": ["needsReview": FailOn.needsReview.rawValue],
  ]

  /// The allowed raw values, by configuration key.
  public static let allowedValues: [String: [String]] = [
    "level": ConformanceLevel.allCases.map(\.rawValue),
    "largeText": LargeTextPolicy.allCases.map(\.rawValue),
    "composite": BlendSpace.allCases.map(\.rawValue),
    "coefficients": LuminanceCoefficients.allCases.map(\.rawValue),
    "failOn": FailOn.allCases.map(\.rawValue),
  ]

  /// Spec paths.
  public var specs: [String]
  /// Token files loaded for every spec.
  public var tokens: [String]
  /// The audit policy.
  public var policy: AuditPolicy
  /// What fails the gate.
  public var failOn: FailOn
  /// How far a known failure's ratio may drop before it counts as a regression.
  public var tolerance: Double
  /// The baseline path.
  public var baseline: String?
  /// Whether this run writes the baseline instead of gating on it.
  public var updateBaseline: Bool
  /// `format:path` report targets.
  public var reports: [String]
  /// The configuration's `discovery.page` colours, by theme.
  public var pages: [String: CSSColor] = [:]
  /// The configuration's `discovery.references` values, by reference name.
  public var references: [String: CSSColor] = [:]
  /// The configuration's `discovery.presets`, by resolved path.
  public var presets: [String: String] = [:]
  /// The configuration's `ignore` entries.
  public var ignores: [IgnoreRule] = []
  /// The configuration's `facts`.
  public var facts = AuditConfiguration.FactsConfiguration()
  /// `--strict`: a suppression that silences nothing is an error, not a warning.
  public var strict = false
  /// Every input file (reports must not overwrite them).
  public var inputs: [String] {
    specs + tokens + (updateBaseline ? [] : baseline.map { [$0] } ?? [])
  }

  /// Merges the command line over the configuration over the defaults.
  ///
  /// - Throws: ``AuditRunError/invalidPolicyValue(file:key:value:allowed:)`` for a bad value in
  ///   the configuration (with its file and key), ``AuditRunError/invalidTolerance(_:)``,
  ///   ``AuditRunError/missingSpec`` or ``AuditRunError/updateWithoutBaseline``.
  public init(commandLine: CommandLine, configuration: AuditConfiguration?) throws(AuditRunError) {
    func value(_ given: String?, _ key: String) throws(AuditRunError) -> String {
      if let given { return given }
      guard let configured = configuration?.policy[key] else { return "" }
      let v = Self.caseNameAliases[key]?[configured] ?? configured
      if let allowed = Self.allowedValues[key], !allowed.contains(v) {
        throw .invalidPolicyValue(
          file: configuration?.file ?? "", key: key, value: v, allowed: allowed)
      }
      return v
    }
    policy = AuditPolicy(
      level: ConformanceLevel(rawValue: try value(commandLine.level, "level")) ?? .aa,
      largeText: LargeTextPolicy(rawValue: try value(commandLine.largeText, "largeText"))
        ?? .wcagCSSPixels,
      composite: BlendSpace(rawValue: try value(commandLine.composite, "composite"))
        ?? .encodedSRGB,
      coefficients: LuminanceCoefficients(
        rawValue: try value(commandLine.coefficients, "coefficients")) ?? .wcag,
      suggestions: commandLine.suggestions, cvd: commandLine.cvd)
    failOn = FailOn(rawValue: try value(commandLine.failOn, "failOn")) ?? .fail
    if commandLine.failOn == nil, commandLine.strict { failOn = .needsReview }
    tolerance = configuration?.tolerance ?? 0
    if let text = commandLine.tolerance {
      guard let t = Double(text), t >= 0, t.isFinite else { throw .invalidTolerance(text) }
      tolerance = t
    }
    specs = commandLine.specs.isEmpty ? configuration?.specs ?? [] : commandLine.specs
    if specs.isEmpty { throw .missingSpec }
    tokens = configuration?.tokens ?? []
    pages = configuration?.pages ?? [:]
    references = configuration?.references ?? [:]
    presets = configuration?.presets ?? [:]
    ignores = configuration?.ignores ?? []
    facts = configuration?.facts ?? AuditConfiguration.FactsConfiguration()
    strict = commandLine.strict
    reports = commandLine.reports.isEmpty ? configuration?.reports ?? [] : commandLine.reports
    baseline = commandLine.baseline ?? configuration?.baseline
    updateBaseline = commandLine.updateBaseline
    if updateBaseline, baseline == nil { throw .updateWithoutBaseline }
  }
}
