// Compiler-style diagnostics as Xcode, swiftc-aware editors and CI log parsers read them:
// `path:line:column: error|warning|note: message` (docs/reference/formats.md §10).

import LegibleAudit
import LegibleColor

/// Writes `path:line:col: severity: message [checkID]` lines, so findings appear inline in Xcode
/// (for example from a Run Script build phase).
///
/// Failing findings are `error`, needs-review findings `warning`, and passes that another policy
/// would fail `note`; other passes and exempt findings are not printed. A finding without a
/// location gets a bare `error: message` line. Relative paths are made absolute against
/// ``baseDirectory`` so Xcode can open the file.
public struct XcodeReportWriter: ReportWriter {
  /// The directory relative spec paths are resolved against; `nil` keeps them as given.
  public var baseDirectory: String?

  /// Creates a writer.
  ///
  /// - Parameter baseDirectory: The directory relative paths are resolved against.
  public init(baseDirectory: String? = nil) {
    self.baseDirectory = baseDirectory
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
    guard let severity = SARIFReportWriter.level(f) else { return }
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
