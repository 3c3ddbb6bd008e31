import Foundation
import LegibleAudit
import LegibleColor
import TestSupport
import Testing

/// Issue 7: the nearest passing fix beside each failing finding, verified with the audit's own
/// compositing (docs/audit-report.md "suggestion").
@Suite struct FindingSuggestionTests {
  /// Every failing finding of the seed example gets a suggestion, and none other does.
  @Test func attachedToEveryFailingFinding() throws {
    let report = try loadSeed()
    #expect(report.summary.fail > 0)
    for f in report.findings {
      if f.verdict == .fail {
        let s = try #require(f.suggestion, "\(f.component) \(f.state) \(f.check)")
        #expect(s.ratio >= f.required)
      } else {
        #expect(f.suggestion == nil)
      }
    }
  }

  /// Off by policy: no suggestions.
  @Test func offByPolicy() throws {
    let report = try loadSeed(AuditPolicy(suggestions: false))
    #expect(report.findings.allSatisfy { $0.suggestion == nil })
  }

  /// FilledButton pressed (opacity 0.8 over white): the printed colour, parsed back and
  /// substituted into the spec, passes when re-audited (seed example;
  /// docs/reference/compositing.md §3).
  @Test func filledButtonPressedReauditsAsPassing() throws {
    let report = try loadSeed()
    let f = try #require(finding(report, "FilledButton", .pressed, .text))
    #expect(f.verdict == .fail)
    let s = try #require(f.suggestion)
    let parsed = try CSSColor(css: s.colorCSS)
    #expect(parsed == s.color)
    // Re-audit a one-state copy with the printed colour in place.
    var text: ColorValue = .color(.white)
    var background: ColorValue = .color(try CSSColor(css: "rgb(0 97 205)"))
    if s.property == .text { text = .color(parsed) } else { background = .color(parsed) }
    let spec = AuditSpec(
      name: "", surfaces: ["page": .color(.white)],
      components: [
        ComponentSpec(
          name: "B", surface: "page", font: FontSpec(size: 17, weight: 400),
          states: [
            "normal": StateSpec(text: text, background: background),
            "pressed": StateSpec(from: "normal", opacity: 0.8),
          ])
      ])
    let again = try Auditor().audit(spec)
    let g = try #require(finding(again, "B", .pressed, .text))
    #expect(g.verdict == .pass)
    #expect(isApproximatelyEqual(g.ratio, s.ratio, absoluteTolerance: 1e-12))
    // The opacity parameter fix is offered only when it is the smaller change.
    if let p = s.parameter { #expect(p.parameter == .opacity) }
  }

  /// A highlighted state at text `{alpha: a}` over a 60 % white mix of a white fill, on white
  /// (seed example recipe 3).
  static func highlightSpec(text: CSSColor, alpha: Double) -> AuditSpec {
    AuditSpec(
      name: "", surfaces: ["page": .color(.white)],
      components: [
        ComponentSpec(
          name: "H", surface: "page",
          states: [
            "normal": StateSpec(text: .color(text), background: .color(.white)),
            "highlighted": StateSpec(
              from: "normal", text: .derived(ColorDerivation(alpha: alpha)),
              background: .derived(ColorDerivation(mix: .white, amount: 0.6))),
          ])
      ])
  }

  /// Recipe 3 with a darker base (#003d99, which passes opaque): at alpha 0.4 the text fails, no
  /// colour at alpha 0.4 passes, so the fix is the rule's alpha with the base kept; its alpha
  /// passes exactly and rounded to the nearest byte, and one grid step (0.001) less fails one of
  /// the two (issue 15: fixes survive 8-bit rounding).
  @Test func alphaParameterFix() throws {
    let base = CSSColor(rgb: 0x003D99)
    let report = try Auditor().audit(Self.highlightSpec(text: base, alpha: 0.4))
    let f = try #require(finding(report, "H", .highlighted, .text))
    #expect(f.verdict == .fail)
    let s = try #require(f.suggestion)
    let p = try #require(s.parameter)
    #expect(p.parameter == .alpha)
    #expect(p.current == 0.4)
    func ratio(alpha: Double) throws -> Double {
      let r = try Auditor().audit(Self.highlightSpec(text: base, alpha: alpha))
      return try #require(finding(r, "H", .highlighted, .text)).ratio
    }
    #expect(try ratio(alpha: p.suggested) >= 4.5)
    #expect(try ratio(alpha: (p.suggested * 255).rounded() / 255) >= 4.5)
    let below = p.suggested - 0.001
    #expect(try min(ratio(alpha: below), ratio(alpha: (below * 255).rounded() / 255)) < 4.5)
    #expect(s.kind == .ruleParameter)
    #expect(s.colorCSS == "#003d99")
    #expect(isApproximatelyEqual(try ratio(alpha: p.suggested), p.ratio, absoluteTolerance: 1e-12))
    #expect(s.summary == "text alpha 0.4 → \(p.suggested) (no colour passes with alpha 0.4)")
  }
}
