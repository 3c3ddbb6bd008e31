import LegibleAudit
import LegibleColor

/// Writes a GitHub-flavoured Markdown report for pull-request comments and
/// `$GITHUB_STEP_SUMMARY`: the outcome, counts by verdict, the policy, then one table of
/// findings, failing findings first, with hex codes and floored ratios.
///
/// Names are escaped so `|`, backticks, `<tags>` and other markup render literally. GitHub
/// rejects step summaries over 1 MiB, so when the full table would exceed ``byteLimit`` the
/// writer keeps the most severe rows that fit and says how many it left out.
public struct MarkdownReportWriter: ReportWriter {
  /// A generation time to print; `nil` (the default) keeps the output byte-identical.
  public var timestamp: String?
  /// The largest report in UTF-8 bytes (GitHub's step-summary limit, 1 MiB, by default).
  public var byteLimit: Int
  /// The comparison with a baseline; when set, a diff section precedes the table (docs/ci.md).
  public var comparison: BaselineComparison? = nil

  /// GitHub's step-summary limit: 1 MiB.
  public static let stepSummaryLimit = 1 << 20

  /// Creates a writer.
  ///
  /// - Parameters:
  ///   - timestamp: A generation time to print, or `nil`.
  ///   - byteLimit: The largest report in UTF-8 bytes.
  public init(timestamp: String? = nil, byteLimit: Int = MarkdownReportWriter.stepSummaryLimit) {
    self.timestamp = timestamp
    self.byteLimit = byteLimit
  }

  /// The report.
  public func write(_ report: AuditReport) -> String { collected(report) }

  /// The report, emitted section by section and the findings table row by row (pieces of a few
  /// KB). The sections after the table are rendered once to measure them (the byte budget of the
  /// table needs their size) and again to emit them.
  public func write(_ report: AuditReport, to emit: (String) -> Void) {
    let s = report.summary
    var head = "## Legible contrast report"
    if !report.name.isEmpty { head += ": " + Escaping.markdown(report.name) }
    head += "\n\n"
    let outcome =
      s.fail > 0
      ? "❌ **\(s.fail) failing** of \(report.findings.count) findings"
      : s.needsReview > 0
        ? "⚠️ **\(s.needsReview) need review** of \(report.findings.count) findings"
        : "✅ **No failures** in \(report.findings.count) findings"
    head += outcome + "\n\n"
    if s.ignored > 0 {
      head += "| ✗ fail | ? needs review | ✓ pass | – exempt | ⊘ ignored |\n"
      head += "|---:|---:|---:|---:|---:|\n"
      head += "| \(s.fail) | \(s.needsReview) | \(s.pass) | \(s.exempt) | \(s.ignored) |\n\n"
    } else {
      head += "| ✗ fail | ? needs review | ✓ pass | – exempt |\n|---:|---:|---:|---:|\n"
      head += "| \(s.fail) | \(s.needsReview) | \(s.pass) | \(s.exempt) |\n\n"
    }
    if let coverage = report.coverage {
      head += "### Coverage\n\n| Input | Files | Components | States | ✓ pass | ✗ fail | – exempt "
      head +=
        "| ? needs review | Read, not paired |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|\n"
      for i in coverage.inputs {
        let with = i.readWith.map { " (read with \(Escaping.markdown($0)))" } ?? ""
        head += "| \(Escaping.markdown(i.path))\(i.isEmpty ? " (nothing decided)" : with) "
        head += "| \(i.files) | \(i.components) | \(i.states) | \(i.pass) | \(i.fail) "
        head += "| \(i.exempt) | \(i.needsReview) | \(i.unpaired) |\n"
      }
      head += "\n"
    }
    let p = report.policy
    head +=
      "Policy: WCAG 2.2 \(p.level.rawValue); large text \(Escaping.markdown(p.largeText.summary)); "
    head += "compositing \(p.composite.rawValue); coefficients \(p.coefficients.rawValue); "
    head += "\(Escaping.markdown(AuditPolicy.comparison)); ratios floored to 2 decimals; "
    head += "APCA informational.\n\n"
    if let comparison { head += BaselineMarkdown.section(comparison) }

    let showTheme = report.findings.contains { $0.theme != nil }
    let showSources = report.findings.contains { Present.sources($0) != nil }
    var table = "| Result | Component |" + (showTheme ? " Theme |" : "")
    table += " State | Criterion | Pair | Colours | Ratio | Needs | APCA Lc | Line |"
    table += (showSources ? " Sources |" : "") + "\n"
    table += "|:---:|---|" + (showTheme ? "---|" : "") + "---|---|---|---|---:|---:|---:|---:|"
    table += (showSources ? "---|" : "") + "\n"
    let tail = { (out: inout ReportPieces) in
      visionSections(report, &out)
      if let timestamp { out += "\n_Generated \(Escaping.markdown(timestamp))._\n" }
    }
    let tailSize = ReportPieces.measuring(tail)

    ReportPieces.emitting(to: emit) { out in
      out += head
      out += table
      let order = Present.severityIndices(report.findings)
      let row = row(showTheme: showTheme, showSources: showSources)
      var budget = byteLimit - head.utf8.count - table.utf8.count - tailSize - 512
      var kept = 0
      for i in order {
        let r = row(report.findings[i])
        let size = r.utf8.count
        if size > budget { break }
        budget -= size
        kept += 1
        out += r
      }
      if kept < order.count {
        var left: [Verdict: Int] = [:]
        for i in order[kept...] { left[report.findings[i].verdict, default: 0] += 1 }
        var counts: [String] = []
        for v in Present.severityOrder {
          let n = left[v] ?? 0
          if n > 0 { counts.append("\(n) \(Present.word(v))") }
        }
        var body =
          "\n> **Truncated:** this summary stops at \(byteLimit) bytes (GitHub's step-summary "
        body += "limit is 1 MiB). Left out: \(order.count - kept) findings ("
        body += counts.joined(separator: ", ") + "). The JSON, SARIF or HTML report has them all.\n"
        out += body
      }
      out.endSection()
      tail(&out)
    }
  }

  func row(showTheme: Bool, showSources: Bool) -> (Finding) -> String {
    { f in
      let c = Criterion.named(f.criterion)
      var r = "| \(Present.icon(f.verdict)) \(Present.word(f.verdict)) | "
      r += Escaping.markdown(f.component) + " | "
      if showTheme { r += Escaping.markdown(f.theme ?? "-") + " | " }
      r += Escaping.markdown(f.state.rawValue) + " | "
      r += "[\(c.number)](\(c.url)) | \(f.element) on \(f.against) | "
      r += "`\(f.foregroundCSS)` on `\(f.backgroundCSS)` | "
      r += Present.ratio(f) + " | " + Present.required(f) + " | "
      r += (f.apca.map(RatioFormatting.lc) ?? "–") + " | "
      r += (f.location.map { String($0.line) } ?? "–") + " |"
      if showSources {
        var cell = Present.sources(f) ?? "–"
        if let review = f.review { cell = "needs review: \(review); " + cell }
        if let ignore = f.ignore { cell = Present.ignored(ignore) + "; " + cell }
        r += " " + Escaping.markdown(cell) + " |"
      }
      return r + "\n"
    }
  }
}
