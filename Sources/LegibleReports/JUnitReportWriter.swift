// JUnit XML, the common subset GitLab (docs.gitlab.com/ci/testing/unit_test_reports) and
// Jenkins (junit-4.xsd) read; see shared reference formats.md §8.

import LegibleAudit
import LegibleColor

/// Writes JUnit XML: one `<testsuite>` per theme (`default` without themes) and one
/// `<testcase>` per component × state × check (criterion).
///
/// Failing findings carry `<failure type="checkID" message="3.44:1 < 4.5:1">` with the full
/// message; exempt findings are `<skipped>`; needs-review findings are `<skipped>` too, with a
/// message saying so (JUnit has no warning; `--strict` decides whether they fail the run).
/// `classname` is the component and `name` includes the theme, because GitLab ignores suite
/// names and de-duplicates on (classname, name). Times are 0: the audit is not timed.
public struct JUnitReportWriter: ReportWriter {
  /// Creates a writer.
  public init() {}

  /// The XML document.
  public func write(_ report: AuditReport) -> String {
    var themes: [String?] = []
    for f in report.findings where !themes.contains(f.theme) { themes.append(f.theme) }
    let s = report.summary
    let skipped = s.exempt + s.needsReview
    var x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    x += "<testsuites name=\"legible\(report.name.isEmpty ? "" : ": " + a(report.name))\" "
    x += "tests=\"\(report.findings.count)\" failures=\"\(s.fail)\" errors=\"0\" "
    x += "skipped=\"\(skipped)\" time=\"0\">\n"
    for theme in themes {
      let findings = report.findings.filter { $0.theme == theme }
      let failures = findings.filter { $0.verdict == .fail }.count
      let skips = findings.filter { $0.verdict == .exempt || $0.verdict == .needsReview }.count
      x += "  <testsuite name=\"\(a(theme ?? "default"))\" tests=\"\(findings.count)\" "
      x += "failures=\"\(failures)\" errors=\"0\" skipped=\"\(skips)\" time=\"0\">\n"
      for f in findings { x += testcase(f) }
      x += "  </testsuite>\n"
    }
    x += "</testsuites>\n"
    return x
  }

  func a(_ s: String) -> String { Escaping.xmlAttribute(s) }

  func testcase(_ f: Finding) -> String {
    let c = Criterion.named(f.criterion)
    var name = (f.theme.map { "[\($0)] " } ?? "") + f.state + ": "
    name += "\(f.element) on \(f.against) ≥ \(Present.required(f)) (\(c.number))"
    var x = "    <testcase classname=\"\(a(f.component))\" name=\"\(a(name))\" time=\"0\""
    if let file = f.location?.file { x += " file=\"\(a(file))\"" }
    if let line = f.location?.line { x += " line=\"\(line)\"" }
    let detail = Escaping.markup(Present.sentence(f))
    switch f.verdict {
    case .pass:
      x += "/>\n"
    case .fail:
      x += ">\n      <failure type=\"\(a(f.checkID))\" "
      x += "message=\"\(a(Present.ratio(f) + " < " + Present.required(f)))\">"
      x += detail + "</failure>\n    </testcase>\n"
    case .needsReview:
      x += ">\n      <skipped message=\"\(a("needs review: " + Present.ratio(f)))\">"
      x += detail + "</skipped>\n    </testcase>\n"
    case .exempt:
      x += ">\n      <skipped message=\"exempt\">" + detail + "</skipped>\n    </testcase>\n"
    }
    return x
  }
}
