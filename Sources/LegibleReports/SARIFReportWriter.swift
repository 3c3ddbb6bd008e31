// SARIF 2.1.0 (OASIS Standard, https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html)
// with the properties GitHub code scanning reads (docs.github.com, "SARIF support for code
// scanning"): driver rules with help and helpUri, results with ruleId, level, message and a
// physical location relative to the repository root.

import LegibleAudit
import LegibleColor
import LegibleJSON

/// Writes SARIF 2.1.0 for GitHub code scanning and other SARIF viewers.
///
/// One rule per check of `Auditor.allChecks` (ids such as `wcag2.sc1-4-3.text`, stable across
/// runs). Results: failing findings are `error`, needs-review findings `warning`, and passing
/// findings that a different policy would fail (see `Finding.flips`) `note`. Other passes and
/// exempt (disabled-state) findings are left out: code scanning would turn each into an alert.
/// Locations point at the spec file with the line and column of the value that produced the
/// measured colour; a spec without a file gets no location.
public struct SARIFReportWriter: ReportWriter {
  /// Creates a writer.
  public init() {}

  /// The comparison with a baseline; when set, failing findings no worse than the baseline are
  /// `warning`s instead of `error`s and results carry `baselineState` (docs/ci.md).
  public var comparison: BaselineComparison? = nil

  /// The tool version reported in `driver.semanticVersion`.
  public static let toolVersion = LegibleVersion.current
  /// The schema address GitHub documents.
  public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  /// The SARIF log (2-space indented JSON, trailing newline): the pieces of ``write(_:to:)``
  /// joined.
  public func write(_ report: AuditReport) -> String { collected(report) }

  /// Streams the SARIF log: results are written one by one, a piece of about 64 KB handed to
  /// `emit` whenever that much is written.
  public func write(_ report: AuditReport, to emit: (String) -> Void) {
    var out = JSONWriter()
    out.object { o in
      o.field("$schema", .string(Self.schema))
      o.field("version", .string("2.1.0"))
      o.array("runs") { o in
        o.object { o in run(report, into: &o, emit) }
      }
    }
    out.raw("\n")
    out.flush(to: emit, minimum: 0)
  }

  /// The index of each check id in `Auditor.allChecks` (the first, should one repeat).
  static let ruleIndex: [CheckID: Int] = Dictionary(
    Auditor.allChecks.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })

  /// The driver's rules, the same for every report.
  static let rules: JSONWriter.Value = .array(Auditor.allChecks.map(rule))

  static func level(_ f: Finding) -> String? {
    switch f.verdict {
    case .fail: "error"
    case .needsReview: "warning"
    case .pass: f.flips.isEmpty ? nil : "note"
    case .exempt: nil
    // A silenced finding keeps the level of what it silenced, with a `suppressions` entry
    // (SARIF 2.1.0 §3.27.23): code scanning shows it as dismissed, with the reason.
    case .ignored:
      switch f.ignore?.verdict {
      case .fail?: "error"
      case .needsReview?: "warning"
      default: nil
      }
    }
  }

  /// The run's members: tool, column kind, results (streamed), properties.
  func run(_ report: AuditReport, into o: inout JSONWriter, _ emit: (String) -> Void) {
    o.field(
      "tool",
      .object([
        (
          "driver",
          .object([
            ("name", .string("legible")),
            ("semanticVersion", .string(Self.toolVersion)),
            ("informationUri", .string("https://www.w3.org/TR/WCAG22/")),
            ("rules", Self.rules),
          ])
        )
      ]))
    o.field("columnKind", .string("unicodeCodePoints"))
    o.array("results") { o in
      for f in report.findings {
        guard let r = result(f) else { continue }
        o.element(r)
        o.flush(to: emit)
      }
    }
    let s = report.summary
    o.field(
      "properties",
      .object([
        ("reportName", .string(report.name)),
        ("level", .string(report.policy.level.rawValue)),
        ("composite", .string(report.policy.composite.rawValue)),
        ("coefficients", .string(report.policy.coefficients.rawValue)),
        ("largeText", .string(report.policy.largeText.rawValue)),
        (
          "summary",
          .object([
            ("pass", .int(s.pass)), ("fail", .int(s.fail)), ("exempt", .int(s.exempt)),
            ("needsReview", .int(s.needsReview)), ("ignored", .int(s.ignored)),
          ])
        ),
      ]))
  }

  /// One result, or `nil` for a finding SARIF leaves out.
  func result(_ f: Finding) -> JSONWriter.Value? {
    guard let level = GateLevels.sarifLevel(f, Self.level(f), comparison) else { return nil }
    var members: [(String, JSONWriter.Value)] = [
      ("ruleId", .string(f.checkID.rawValue)),
      ("ruleIndex", .int(Self.ruleIndex[f.checkID] ?? 0)),
      ("level", .string(level)),
      ("message", .object([("text", .string(message(f)))])),
    ]
    if let state = GateLevels.baselineState(f, comparison) {
      members.append(("baselineState", .string(state)))
    }
    if let ignore = f.ignore {
      let external = AuditConfiguration.fileNames.contains { ignore.at.contains($0 + ":") }
      members.append(
        (
          "suppressions",
          .array([
            .object([
              ("kind", .string(external ? "external" : "inSource")),
              ("status", .string("accepted")),
              ("justification", .string(ignore.reason + " (" + ignore.at + ")")),
            ])
          ])
        ))
    }
    if let loc = f.location, let file = loc.file {
      members.append(
        (
          "locations",
          .array([
            .object([
              (
                "physicalLocation",
                .object([
                  ("artifactLocation", .object([("uri", .string(Escaping.uri(file)))])),
                  (
                    "region",
                    .object([("startLine", .int(loc.line)), ("startColumn", .int(loc.column))])
                  ),
                ])
              ),
              (
                "logicalLocations", .array([.object([("fullyQualifiedName", .string(loc.path))])])
              ),
            ])
          ])
        ))
    }
    var properties: [(String, JSONWriter.Value)] = [
      ("component", .string(f.component)), ("state", .string(f.state.rawValue)),
    ]
    if let theme = f.theme { properties.append(("theme", .string(theme))) }
    properties += [
      ("verdict", .string(f.verdict.rawValue)), ("ratio", .number(f.ratio)),
      ("required", .number(f.required)), ("foreground", .string(f.foregroundCSS)),
      ("background", .string(f.backgroundCSS)),
    ]
    if let s = f.suggestion {
      // The nearest passing fix in words, and what it changes (docs/audit-report.md).
      properties += [
        ("suggestion", .string(s.summary)), ("suggestionKind", .string(s.kind.rawValue)),
      ]
    }
    members.append(("properties", .object(properties)))
    return .object(members)
  }

  func message(_ f: Finding) -> String {
    var text = Present.sentence(f)
    if f.verdict == .pass, let flip = f.flips.first(where: { $0.verdict != .pass }) {
      text += "; under \(flip.policy) it would be \(Present.word(flip.verdict))"
    }
    return text + "."
  }

  static func rule(_ c: CheckDescription) -> JSONWriter.Value {
    let criterion = Criterion.named(c.criterion)
    let name = criterion.title.filter { $0.isLetter }
    let help =
      "\(c.summary) Change the colours so the ratio meets the threshold at every state; "
      + "disabled states are exempt. See \(criterion.url)"
    let markdown =
      "\(c.summary)\n\nSee [WCAG \(criterion.number) \(criterion.title)](\(criterion.url))."
    return .object([
      ("id", .string(c.id.rawValue)),
      ("name", .string(name)),
      ("shortDescription", .object([("text", .string(criterion.label))])),
      ("fullDescription", .object([("text", .string(c.summary))])),
      ("helpUri", .string(criterion.url)),
      ("help", .object([("text", .string(help)), ("markdown", .string(markdown))])),
      ("defaultConfiguration", .object([("level", .string("error"))])),
      (
        "properties",
        .object([
          (
            "tags",
            .array(
              [
                "accessibility", "wcag", "wcag" + c.criterion.rawValue.filter(\.isNumber),
                "wcag2" + c.level.rawValue.lowercased(),
              ].map { .string($0) })
          ),
          ("precision", .string("very-high")),
          ("problem.severity", .string("error")),
        ])
      ),
    ])
  }
}
