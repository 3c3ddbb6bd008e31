import LegibleAudit
import LegibleColor
import LegibleJSON

// The JSON report's issue-7 fields: suggestions, CVD ratios and distinguishability
// (docs/audit-report.md).
extension JSONReportWriter {
  func suggestion(_ s: FindingSuggestion) -> JSONWriter.Value {
    .object([
      ("kind", .string(s.kind.rawValue)),
      ("property", .string(s.property.rawValue)),
      ("side", .string(s.side.rawValue)),
      ("baseState", s.baseState.map { .string($0) } ?? .null),
      ("rule", s.rule.map { .string($0) } ?? .null),
      ("noColorPassesUnderRule", .bool(s.noColorPassesUnderRule)),
      ("baseStateWouldFail", .bool(s.baseStateWouldFail)),
      ("original", .string(s.original.displayString)),
      ("color", .string(s.colorCSS)),
      ("ratio", .number(s.ratio)),
      ("deltaE", .number(s.distance)),
      ("drawnBefore", .string(s.drawnBefore.displayString)),
      ("drawnAfter", .string(s.drawnAfter.displayString)),
      ("foreground", .string(s.foreground.displayString)),
      ("background", .string(s.background.displayString)),
      (
        "parameter",
        s.parameter.map {
          .object([
            ("name", .string($0.parameter.rawValue)), ("current", .number($0.current)),
            ("suggested", .number($0.suggested)), ("ratio", .number($0.ratio)),
            ("deltaE", .number($0.distance)),
          ])
        } ?? .null
      ),
      ("summary", .string(s.summary)),
    ])
  }

  func cvdRatio(_ r: CVDRatio, _ f: Finding) -> JSONWriter.Value {
    .object([
      ("type", .string(r.simulation.type.rawValue)),
      ("ratio", .number(r.ratio)),
      ("verdict", .string(Self.cvdVerdict(r, f).rawValue)),
    ])
  }

  /// Pass or fail against the finding's requirement; exempt findings stay exempt.
  static func cvdVerdict(_ r: CVDRatio, _ f: Finding) -> Verdict {
    f.verdict == .exempt ? .exempt : r.passes ? .pass : .fail
  }

  func cvdPolicy(_ sim: CVDSimulation) -> JSONWriter.Value {
    .object([
      ("type", .string(sim.type.rawValue)), ("severity", .number(sim.severity)),
      ("model", .string(sim.model.rawValue)), ("summary", .string(sim.summary)),
    ])
  }

  func distinguishability(_ d: Distinguishability) -> JSONWriter.Value {
    .object([
      ("component", .string(d.component)),
      ("theme", d.theme.map { .string($0) } ?? .null),
      ("state", .string(d.state.rawValue)),
      ("type", .string(d.type.rawValue)),
      ("normalDeltaE", .number(d.normalDistance)),
      ("deltaE", .number(d.deltaE)),
      ("collapsed", .bool(d.collapsed)),
    ])
  }
}
