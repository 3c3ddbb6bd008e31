// Compiler-style diagnostics as Xcode, swiftc-aware editors and CI log parsers read them:
// `path:line:column: error|warning|note: message` (docs/reference/formats.md §10).

import LegibleAudit
import LegibleColor

/// Writes `path:line:col: severity: message [checkID]` lines, so findings appear inline in Xcode
/// (for example from a Run Script build phase).
///
/// An `error` is exactly a finding that fails the gate (``failOn``, and with a baseline
/// ``comparison`` only regressions and new failures), since Xcode fails a build whose output has
/// one: by default failing findings. Other failing and needs-review findings are `warning`s, and
/// passes that another policy would fail `note`s; other passes and exempt findings are not
/// printed. A finding without a location gets a bare `severity: message` line. Relative paths are
/// made absolute against ``baseDirectory`` so Xcode can open the file.
public struct XcodeReportWriter: ReportWriter {
  /// The directory relative spec paths are resolved against; `nil` keeps them as given.
  public var baseDirectory: String?

  /// The comparison with a baseline: when set, only the findings it counts as regressions or
  /// new failures are errors; failures no worse than the baseline are warnings (as in the GitHub
  /// and SARIF reports).
  public var comparison: BaselineComparison? = nil

  /// What fails the gate: `.needsReview` (`--strict`) makes needs-review findings errors too,
  /// `.never` makes every finding a warning at most.
  public var failOn: FailOn = .fail

  /// Creates a writer.
  ///
  /// - Parameter baseDirectory: The directory relative paths are resolved against.
  public init(baseDirectory: String? = nil) {
    self.baseDirectory = baseDirectory
  }

  /// The diagnostic's severity: `error` when the finding fails the gate, `warning` for other
  /// failing and needs-review findings, `note` for a pass another policy would fail.
  func severity(_ f: Finding) -> String? {
    guard let level = SARIFReportWriter.level(f), level != "note" else {
      return SARIFReportWriter.level(f)
    }
    guard failOn.gates, failOn.counts(f.verdict) else { return "warning" }
    guard let comparison else { return "error" }
    switch comparison.kind(of: f) {
    case .regression, .new: return "error"
    case .known, .improved, .fixed, nil: return "warning"
    }
  }

  /// The diagnostics, one per line (empty when nothing needs attention): the pieces of
  /// ``write(_:to:)`` joined.
  public func write(_ report: AuditReport) -> String { collected(report) }

  /// Streams the diagnostics in severity order (the report's order within each verdict), a
  /// piece of about 4 KB handed to `emit` whenever that much is written.
  public func write(_ report: AuditReport, to emit: (String) -> Void) {
    ReportPieces.emitting(to: emit) { out in
      for verdict in Present.severityOrder {
        for f in report.findings where f.verdict == verdict {
          diagnostic(f, into: &out)
        }
      }
    }
  }

  /// The diagnostic line of a finding, if it gets one.
  func diagnostic(_ f: Finding, into out: inout ReportPieces) {
    guard let severity = severity(f) else { return }
    var line = ""
    if let loc = f.location, let file = loc.file {
      line += Escaping.singleLine(absolute(file)) + ":\(loc.line):\(loc.column): "
    }
    var message = Present.sentence(f)
    if f.verdict == .pass, let flip = f.flips.first(where: { $0.verdict != .pass }) {
      message += "; under \(flip.policy) it would be \(Present.word(flip.verdict))"
    }
    line += severity + ": " + Escaping.singleLine(message) + " [\(f.checkID)]"
    out += line + "\n"
  }

  func absolute(_ path: String) -> String {
    guard let base = baseDirectory, !path.hasPrefix("/") else { return path }
    return base.hasSuffix("/") ? base + path : base + "/" + path
  }
}
