import LegibleAudit
import LegibleColor

// The Markdown report's issue-7 sections: the nearest passing fix per failing finding, and with
// `--cvd` the ratios under each simulation and the states that look like normal (WCAG 1.4.1).
extension MarkdownReportWriter {
  /// The sections after the findings table (empty when there is nothing to say).
  func visionSections(_ report: AuditReport) -> String {
    fixes(report) + vision(report)
  }

  func fixes(_ report: AuditReport) -> String {
    let failing = Present.bySeverity(report.findings).filter { $0.suggestion != nil }
    guard !failing.isEmpty else { return "" }
    let showTheme = report.findings.contains { $0.theme != nil }
    var h = "\n### Suggested fixes\n\nThe nearest passing change for each failing finding, "
    h += "re-measured with the audit's compositing (ΔE OK: OKLab distance of the changed colour "
    h += "as drawn).\n\n"
    h += "| Component |" + (showTheme ? " Theme |" : "")
    h += " State | Criterion | Pair | Fix | Ratio | ΔE OK |\n"
    h += "|---|" + (showTheme ? "---|" : "") + "---|---|---|---|---:|---:|\n"
    for f in failing {
      guard let s = f.suggestion else { continue }
      h += "| " + Escaping.markdown(f.component) + " | "
      if showTheme { h += Escaping.markdown(f.theme ?? "-") + " | " }
      h += Escaping.markdown(f.state) + " | \(f.criterion) | \(f.element) on \(f.against) | "
      h +=
        Escaping.markdown(s.summary) + " | " + RatioFormatting.floored(s.preferredRatio) + ":1 | "
      h += s.distanceText + " |\n"
    }
    return h
  }

  func vision(_ report: AuditReport) -> String {
    let sims = report.policy.cvdSimulations
    guard !sims.isEmpty else { return "" }
    let showTheme = report.findings.contains { $0.theme != nil }
    var h = "\n### Colour vision (simulated)\n\n"
    h += "Simulations: " + Escaping.markdown(sims.map(\.summary).joined(separator: "; "))
    h += ". Informational: never changes a verdict.\n\n"
    h += "| Component |" + (showTheme ? " Theme |" : "") + " State | Pair | Needs | Normal |"
    h += sims.map { " \($0.type.rawValue) |" }.joined() + "\n"
    h += "|---|" + (showTheme ? "---|" : "") + "---|---|---:|---:|"
    h += String(repeating: "---:|", count: sims.count) + "\n"
    for f in report.findings where f.verdict != .exempt {
      h += "| " + Escaping.markdown(f.component) + " | "
      if showTheme { h += Escaping.markdown(f.theme ?? "-") + " | " }
      h += Escaping.markdown(f.state) + " | \(f.element) on \(f.against) | "
      h += Present.required(f) + " | " + RatioFormatting.floored(f.ratio) + " |"
      for r in f.cvd { h += " " + RatioFormatting.floored(r.ratio) + (r.passes ? "" : " ✗") + " |" }
      h += "\n"
    }
    h += "\n" + Escaping.markdown(AuditPolicy.distinguishabilityRule) + ".\n\n"
    let collapsed = report.distinguishability.filter(\.collapsed)
    if collapsed.isEmpty {
      h += "No state loses its difference from normal under the simulations.\n"
      return h
    }
    h += "| ⚠ Looks like normal | " + (showTheme ? "Theme | " : "")
    h += "State | Deficiency | ΔE OK normal | ΔE OK simulated |\n"
    h += "|---|" + (showTheme ? "---|" : "") + "---|---|---:|---:|\n"
    for d in collapsed {
      h += "| " + Escaping.markdown(d.component) + " | "
      if showTheme { h += Escaping.markdown(d.theme ?? "-") + " | " }
      h += Escaping.markdown(d.state) + " | \(d.type.rawValue) | "
      h += RatioFormatting.floored(d.normalDistance, places: 3) + " | "
      h += RatioFormatting.floored(d.deltaE, places: 3) + " |\n"
    }
    return h
  }
}
