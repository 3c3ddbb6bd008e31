import LegibleAudit
import LegibleColor

// The HTML report's issue-7 parts: a swatch of the nearest passing fix beside each failing
// finding, and with `--cvd` simulated swatches per state and the states whose difference from
// normal collapses (WCAG 1.4.1). Swatches carry no text (no contrast for axe-core to judge
// against a colour that may deliberately fail) and are described by `aria-label`; none carries a
// `data-expected-*` attribute, so the pixel check keeps to the state cards.
extension HTMLReportWriter {
  /// A swatch: the background with a bar of the foreground, described for assistive technology.
  func swatch(foreground: CSSColor, background: CSSColor, label: String) -> String {
    let fg = foreground.displayString
    let bg = background.displayString
    return "<span class=\"swatch\" role=\"img\" aria-label=\"\(e(label))\" "
      + "style=\"background-color:\(bg)\"><span class=\"bar\" style=\"background-color:\(fg)\">"
      + "</span></span>"
  }

  /// The fix beside a failing finding, or nothing.
  func fix(_ f: Finding) -> String {
    guard let s = f.suggestion else { return "" }
    let label =
      "suggested: \(f.element) \(s.foreground.displayString) on \(s.background.displayString)"
    var h =
      "<span class=\"fix\">"
      + swatch(
        foreground: s.foreground, background: s.background, label: label)
    h +=
      " Fix: " + e(s.summary) + " → <strong>" + e(RatioFormatting.floored(s.preferredRatio)) + ":1"
    h +=
      "</strong> <span class=\"note\">(ΔE OK " + e(s.distanceText)
    h += ")</span></span>"
    return h
  }

  /// Simulated swatches of one state, one per deficiency of the policy; empty without `--cvd`.
  func simulated(
    _ a: StateAppearance, _ findings: [Finding], _ report: AuditReport, _ index: ReportIndex
  ) -> String {
    let sims = report.policy.cvdSimulations
    guard !sims.isEmpty else { return "" }
    var h = "<ul class=\"cvd\" aria-label=\"\(e(a.state.rawValue)) simulated\">"
    for sim in sims {
      let fill = sim.simulate(a.fill)
      let text = a.text.map(sim.simulate) ?? fill
      let name = sim.type.rawValue
      h +=
        "<li>"
        + swatch(
          foreground: text, background: fill,
          label: "\(name): label \(text.displayString) on fill \(fill.displayString)")
      h += " " + e(name)
      let worst = findings.filter { $0.verdict != .exempt }.compactMap { f in
        f.cvd.first { $0.simulation.type == sim.type }.map { (f, $0) }
      }.min { $0.1.ratio - $0.0.required < $1.1.ratio - $1.0.required }
      if let (f, r) = worst {
        let v: Verdict = r.passes ? .pass : .fail
        h += " " + e(RatioFormatting.floored(r.ratio)) + ":1 \(Present.icon(v))"
        h += "<span class=\"note\"> (\(e(f.element.rawValue)))</span>"
      }
      if let d = index.collapse(a.component, a.theme, a.state, sim.type).map({
        report.distinguishability[$0]
      }) {
        h += " <strong>⚠ looks like normal</strong> <span class=\"note\">(ΔE OK "
        h += e(RatioFormatting.floored(d.deltaE, places: 3)) + ")</span>"
      }
      h += "</li>"
    }
    return h + "</ul>"
  }

  /// The states that collapse under a deficiency, one row each; nothing without `--cvd`.
  func visionSection(_ report: AuditReport, _ out: inout ReportPieces) {
    let sims = report.policy.cvdSimulations
    guard !sims.isEmpty else { return }
    var h = "<section aria-labelledby=\"vision\">\n<h2 id=\"vision\">Colour vision</h2>\n"
    h += "<p class=\"note\">Simulations: " + e(sims.map(\.summary).joined(separator: "; "))
    h += ". Ratios under simulation are informational and never change a verdict. "
    h += e(AuditPolicy.distinguishabilityRule) + ".</p>\n"
    let collapsed = report.distinguishability.lazy.filter(\.collapsed)
    if collapsed.isEmpty {
      h += "<p>No state loses its difference from normal under the simulations.</p>\n"
    } else {
      let showTheme = collapsed.contains { $0.theme != nil }
      h += "<table class=\"findings\">\n<caption>States that look like normal (WCAG 1.4.1)"
      h += "</caption>\n<thead><tr><th scope=\"col\">Component</th>"
      if showTheme { h += "<th scope=\"col\">Theme</th>" }
      h += "<th scope=\"col\">State</th><th scope=\"col\">Deficiency</th>"
      h += "<th scope=\"col\">ΔE OK normal vision</th><th scope=\"col\">ΔE OK simulated</th>"
      h += "</tr></thead>\n<tbody>\n"
      out += h
      for d in collapsed {
        h = "<tr><th scope=\"row\">\(e(d.component))</th>"
        if showTheme { h += "<td>\(e(d.theme ?? "-"))</td>" }
        h += "<td>\(e(d.state.rawValue))</td><td>\(e(d.type.rawValue))</td>"
        h += "<td class=\"num\">\(RatioFormatting.floored(d.normalDistance, places: 3))</td>"
        h += "<td class=\"num\">\(RatioFormatting.floored(d.deltaE, places: 3))</td></tr>\n"
        out += h
      }
      h = "</tbody>\n</table>\n"
    }
    out += h + "</section>\n"
    out.endSection()
  }

  /// Policy lines for suggestions and colour vision.
  static func visionPolicy(_ p: AuditPolicy) -> [(String, String)] {
    var items = [
      (
        "Suggestions",
        p.suggestions
          ? "on: nearest passing colour per failing finding, re-measured as the audit measures"
          : "off"
      )
    ]
    if !p.cvd.isEmpty {
      items.append(("Colour vision", p.cvdSimulations.map(\.summary).joined(separator: "; ")))
      items.append(("Distinguishability", AuditPolicy.distinguishabilityRule))
    }
    return items
  }
}
