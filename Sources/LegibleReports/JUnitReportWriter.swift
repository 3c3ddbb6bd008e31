// JUnit XML, the common subset GitLab (docs.gitlab.com/ci/testing/unit_test_reports) and
// Jenkins (junit-4.xsd) read; see docs/reference/formats.md §8.

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

  /// The XML document: the pieces of ``write(_:to:)`` joined.
  public func write(_ report: AuditReport) -> String { collected(report) }

  /// Streams the XML document, a piece of about 64 KB handed to `emit` whenever that much is
  /// written.
  public func write(_ report: AuditReport, to emit: (String) -> Void) {
    let suites = Self.suites(report.findings)
    let s = report.summary
    let skipped = s.exempt + s.needsReview
    ReportPieces.emitting(to: emit) { out in
      out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      out += "<testsuites name=\"legible\(report.name.isEmpty ? "" : ": " + a(report.name))\" "
      out += "tests=\"\(report.findings.count)\" failures=\"\(s.fail)\" errors=\"0\" "
      out += "skipped=\"\(skipped)\" time=\"0\">\n"
      for suite in suites {
        out += "  <testsuite name=\"\(a(suite.theme ?? "default"))\" "
        out += "tests=\"\(suite.findings.count)\" failures=\"\(suite.failures)\" errors=\"0\" "
        out += "skipped=\"\(suite.skips)\" time=\"0\">\n"
        for i in suite.findings {
          out += testcase(report.findings[i])
        }
        out += "  </testsuite>\n"
      }
      out += "</testsuites>\n"
    }
  }

  /// One suite per theme in order of first appearance: the indices of its findings (in report
  /// order) and its failure and skip counts, gathered in one pass.
  static func suites(_ findings: [Finding]) -> [(
    theme: String?, findings: [Int], failures: Int, skips: Int
  )] {
    var suites: [(theme: String?, findings: [Int], failures: Int, skips: Int)] = []
    var index: [String?: Int] = [:]
    for (i, f) in findings.enumerated() {
      let k: Int
      if let known = index[f.theme] {
        k = known
      } else {
        k = suites.count
        index[f.theme] = k
        suites.append((f.theme, [], 0, 0))
      }
      suites[k].findings.append(i)
      if f.verdict == .fail { suites[k].failures += 1 }
      if [.exempt, .needsReview, .ignored].contains(f.verdict) { suites[k].skips += 1 }
    }
    return suites
  }

  func a(_ s: String) -> String { Escaping.xmlAttribute(s) }

  func testcase(_ f: Finding) -> String {
    let c = Criterion.named(f.criterion)
    var name = (f.theme.map { "[\($0)] " } ?? "") + f.state.rawValue + ": "
    name += "\(f.element) on \(f.against) ≥ \(Present.required(f)) (\(c.number))"
    var x = "    <testcase classname=\"\(a(f.component))\" name=\"\(a(name))\" time=\"0\""
    if let file = f.location?.file { x += " file=\"\(a(file))\"" }
    if let line = f.location?.line { x += " line=\"\(line)\"" }
    let detail = Escaping.markup(Present.sentence(f))
    switch f.verdict {
    case .pass:
      x += "/>\n"
    case .fail:
      x += ">\n      <failure type=\"\(a(f.checkID.rawValue))\" "
      x += "message=\"\(a(Present.ratio(f) + " < " + Present.required(f)))\">"
      x += detail + "</failure>\n    </testcase>\n"
    case .needsReview:
      x += ">\n      <skipped message=\"\(a("needs review: " + Present.ratio(f)))\">"
      x += detail + "</skipped>\n    </testcase>\n"
    case .exempt:
      x += ">\n      <skipped message=\"exempt\">" + detail + "</skipped>\n    </testcase>\n"
    case .ignored:
      let why = f.ignore.map { "ignored at \($0.at): \($0.reason)" } ?? "ignored"
      x += ">\n      <skipped message=\"\(a(why))\">" + detail + "</skipped>\n    </testcase>\n"
    }
    return x
  }
}
