import LegibleAudit

/// Turns an `AuditReport` into text. Writers are deterministic: no timestamps unless one is
/// passed in ``ReportOptions/timestamp``, fixed order, locale-independent numbers.
public protocol ReportWriter: Sendable {
  /// The report as text (ends with a newline).
  func write(_ report: AuditReport) -> String

  /// Writes the report piece by piece to `emit`, in order; the pieces joined are
  /// ``write(_:)``'s text. Writers whose format allows it emit as they go, so a large report is
  /// never held whole in memory (`AtomicFile` and the CLI write each piece to the file).
  func write(_ report: AuditReport, to emit: (String) -> Void)
}

extension ReportWriter {
  /// The default: the whole text as one piece.
  public func write(_ report: AuditReport, to emit: (String) -> Void) {
    emit(write(report))
  }

  /// The pieces of ``write(_:to:)`` joined: for writers that implement streaming and derive
  /// ``write(_:)`` from it.
  public func collected(_ report: AuditReport) -> String {
    var text = ""
    write(report) { text += $0 }
    return text
  }
}

/// Options shared by the writers that use them.
public struct ReportOptions: Sendable, Hashable {
  /// A generation time to print (HTML, Markdown footers); `nil` keeps output byte-identical.
  public var timestamp: String?
  /// A directory that relative spec paths are resolved against for formats that want absolute
  /// paths (Xcode); `nil` leaves paths as given.
  public var baseDirectory: String?

  /// Creates options; the defaults add nothing that varies between runs.
  public init(timestamp: String? = nil, baseDirectory: String? = nil) {
    self.timestamp = timestamp
    self.baseDirectory = baseDirectory
  }
}

/// The report formats, by their command-line names (kebab-case raw values).
public enum ReportFormat: String, Sendable, Hashable, Codable, CaseIterable {
  /// A compact table, failures first (`TextTableWriter`).
  case text
  /// The documented JSON report (`JSONReportWriter`, docs/audit-report.md).
  case json
  /// A self-contained, accessible HTML page with rendered states (`HTMLReportWriter`).
  case html
  /// GitHub-flavoured Markdown for PR comments and job summaries (`MarkdownReportWriter`).
  case markdown
  /// SARIF 2.1.0 for code scanning (`SARIFReportWriter`).
  case sarif
  /// JUnit XML for CI test views (`JUnitReportWriter`).
  case junit
  /// GitHub Actions workflow commands (`GitHubReportWriter`).
  case github
  /// `path:line:col: error: message` diagnostics for Xcode (`XcodeReportWriter`).
  case xcode

  /// The writer for this format with default options.
  public var writer: any ReportWriter { writer(ReportOptions()) }

  /// The writer for this format.
  ///
  /// - Parameter options: Timestamp and base directory.
  /// - Returns: The writer.
  public func writer(_ options: ReportOptions) -> any ReportWriter {
    switch self {
    case .text: TextTableWriter()
    case .json: JSONReportWriter()
    case .html: HTMLReportWriter(timestamp: options.timestamp)
    case .markdown: MarkdownReportWriter(timestamp: options.timestamp)
    case .sarif: SARIFReportWriter()
    case .junit: JUnitReportWriter()
    case .github: GitHubReportWriter()
    case .xcode: XcodeReportWriter(baseDirectory: options.baseDirectory)
    }
  }

  /// The usual file extension.
  public var fileExtension: String {
    switch self {
    case .text: "txt"
    case .json: "json"
    case .html: "html"
    case .markdown: "md"
    case .sarif: "sarif"
    case .junit: "xml"
    case .github, .xcode: "log"
    }
  }
}
