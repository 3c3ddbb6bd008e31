import LegibleAudit
import LegibleColor

// WCAG 2.2 success criteria the checks cite, with their W3C "Understanding" pages
// (https://www.w3.org/WAI/WCAG22/Understanding/).

/// A WCAG 2.2 success criterion as reports cite it.
struct Criterion: Sendable {
  /// "1.4.3".
  var number: String
  /// "Contrast (Minimum)".
  var title: String
  /// "AA".
  var level: String
  /// The Understanding page.
  var url: String

  /// The criteria of `ContrastRequirement/all` (numbers, titles, levels), in its order.
  static let all: [Criterion] = {
    var seen = Set<String>()
    return ContrastRequirement.all.compactMap { r in
      guard seen.insert(r.criterion).inserted, let slug = understandingSlugs[r.criterion] else {
        return nil
      }
      return Criterion(
        number: r.criterion, title: r.criterionTitle, level: r.level.rawValue,
        url: "https://www.w3.org/WAI/WCAG22/Understanding/" + slug + ".html")
    }
  }()

  /// ``all`` by number (the first, should a number repeat), so a lookup does not scan.
  private static let byNumber: [String: Criterion] = Dictionary(
    all.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })

  /// The Understanding page of each criterion the checks cite.
  private static let understandingSlugs = [
    "1.4.3": "contrast-minimum", "1.4.6": "contrast-enhanced", "1.4.11": "non-text-contrast",
    "2.4.13": "focus-appearance",
  ]

  /// The criterion with this number; an unknown number gets the WCAG 2.2 overview page.
  static func named(_ number: String) -> Criterion {
    byNumber[number]
      ?? Criterion(
        number: number, title: "WCAG 2.2 " + number, level: "",
        url: "https://www.w3.org/WAI/WCAG22/Understanding/")
  }

  /// The criterion a finding or check cites.
  static func named(_ criterion: SuccessCriterion) -> Criterion { named(criterion.rawValue) }

  /// "WCAG 1.4.3 Contrast (Minimum) (AA)".
  var label: String { "WCAG \(number) \(title)" + (level.isEmpty ? "" : " (\(level))") }
}

/// Shared presentation helpers for the writers.
enum Present {
  /// The verdicts, most severe first (failing findings lead every listing).
  static let severityOrder: [Verdict] = [.fail, .needsReview, .pass, .exempt, .ignored]

  /// Findings in severity order, the report's order within each verdict.
  static func bySeverity(_ findings: [Finding]) -> [Finding] {
    severityOrder.flatMap { v in findings.filter { $0.verdict == v } }
  }

  /// The indices of ``bySeverity(_:)``'s order, without copying a finding.
  static func severityIndices(_ findings: [Finding]) -> [Int] {
    severityOrder.flatMap { v in findings.indices.filter { findings[$0].verdict == v } }
  }

  /// "4.49:1" or "3.97–21.00:1" for a range (floored, never rounded up).
  static func ratio(_ f: Finding) -> String {
    if let r = f.range {
      return RatioFormatting.floored(r.minimum) + "–" + RatioFormatting.floored(r.maximum) + ":1"
    }
    return RatioFormatting.floored(f.ratio) + ":1"
  }

  /// A threshold without a needless ".0": "4.5:1", "3:1".
  static func required(_ f: Finding) -> String { f.required.plainDescription + ":1" }

  /// "StateImageButton (dark, highlighted)".
  static func subject(_ f: Finding) -> String {
    f.component + " (" + (f.theme.map { $0 + ", " } ?? "") + f.state.rawValue + ")"
  }

  /// A one-line description: "StateImageButton (highlighted): text #ffffff on fill #3d8fe0:
  /// label on fill: 3.44:1 is below 4.5:1 (normal text)".
  static func sentence(_ f: Finding) -> String {
    subject(f) + ": \(f.element) \(f.foregroundCSS) on \(f.against) \(f.backgroundCSS): "
      + f.message + (sources(f).map { " [\($0)]" } ?? "")
  }

  /// Where a finding's two colours come from, one clause each: "text from {fgColor.rest} at
  /// a.json:3:5, inherited: …; fill from {bgColor.hover} at a.json:9:7, inferred: …"; `nil`
  /// when the spec gives no source for either.
  static func sources(_ f: Finding) -> String? {
    var parts: [String] = []
    if let s = f.foregroundSource { parts.append("\(f.element) from " + s.summary) }
    if let s = f.backgroundSource { parts.append("\(f.against) from " + s.summary) }
    return parts.isEmpty ? nil : parts.joined(separator: "; ")
  }

  /// The worst verdict among findings (fail, needs-review, pass, exempt); `nil` when empty.
  static func worst(_ findings: [Finding]) -> Verdict? {
    severityOrder.first { v in findings.contains { $0.verdict == v } }
  }

  /// Verdict icons, distinct in shape: ✗ fail, ? needs review, ✓ pass, – exempt, ⊘ ignored.
  static func icon(_ v: Verdict) -> String {
    switch v {
    case .fail: "✗"
    case .needsReview: "?"
    case .pass: "✓"
    case .exempt: "–"
    case .ignored: "⊘"
    }
  }

  /// "ignored (would fail) at legible.json:14:5: the reason", for a silenced finding's notes.
  static func ignored(_ ignore: FindingIgnore) -> String {
    "ignored (was \(word(ignore.verdict))) at \(ignore.at): \(ignore.reason)"
  }

  /// "needs review" for prose.
  static func word(_ v: Verdict) -> String { v == .needsReview ? "needs review" : v.rawValue }
}
