import LegibleColor
import Testing

@testable import LegibleAudit

/// Issue 41: coverage per input path, attributed by where each finding's colours come from.
@Suite struct AuditCoverageTests {
  static func finding(_ file: String, _ verdict: Verdict, review: String? = nil) -> Finding {
    var f = Finding(
      component: "b", theme: nil, state: .normal, check: .text, criterion: .contrastMinimum,
      checkID: .textMinimum, element: .text, against: .fill, ratio: 5, range: nil,
      required: 4.5, verdict: verdict, foreground: .white, background: .black, backdrop: nil,
      apca: nil, text: nil, flips: [], message: "")
    f.foregroundSource = ColorSource(file: file, pairing: .inferred)
    f.review = review
    return f
  }

  @Test("A finding counts for the path its colours come from; files and unpaired per path")
  func attribution() {
    let coverage = AuditCoverage.measure(
      paths: ["tokens", "css/a.css"],
      findings: [
        Self.finding("tokens/x/b.json", .pass),
        Self.finding("css/a.css", .needsReview, review: "translucent fill: over an assumed page"),
      ],
      files: ["tokens/x/b.json", "tokens/y.json", "css/a.css"], unpaired: ["tokens/y.json"])
    #expect(coverage.inputs[0].pass == 1)
    #expect(coverage.inputs[0].files == 2)
    #expect(coverage.inputs[0].unpaired == 1)
    #expect(coverage.inputs[1].needsReview == 1)
    #expect(coverage.inputs[1].reviewReasons == ["translucent fill (1)"])
    #expect(coverage.empty.map(\.path) == ["css/a.css"])
    #expect(coverage.inputs[1].emptyMessage.hasPrefix("css/a.css: no pair was decided"))
  }
}
