import LegibleAudit
import LegibleColor

// The Markdown report's issue-7 sections: the nearest passing fix per failing finding, and with
// `--cvd` the ratios under each simulation and the states that look like normal (WCAG 1.4.1).
extension MarkdownReportWriter {
  /// The sections after the findings table (empty when there is nothing to say).
  func visionSections(_ report: AuditReport, _ out: inout ReportPieces) {
    fixes(report, &out)
    vision(report, &out)
  }

  func fixes(_ report: AuditReport, _ out: inout ReportPieces) {
    let failing = Present.severityIndices(report.findings).filter {
      report.findings[$0].suggestion != nil
    }
    guard !failing.isEmpty else { return }
    let showTheme = report.findings.contains { $0.theme != nil }
    var h = "\n### Suggested fixes\n\nThe nearest passing change for each failing finding, "
    h += "re-measured with the audit's compositing (ΔE OK: OKLab distance of the changed colour "
    h += "as drawn).\n\n"
    h += "| Component |" + (showTheme ? " Theme |" : "")
    h += " State | Criterion | Pair | Fix | Ratio | ΔE OK |\n"
    h += "|---|" + (showTheme ? "---|" : "") + "---|---|---|---|---:|---:|\n"
    out += h
    for i in failing {
      let f = report.findings[i]
      guard let s = f.suggestion else { continue }
      h = "| " + Escaping.markdown(f.component) + " | "
      if showTheme { h += Escaping.markdown(f.theme ?? "-") + " | " }
      h +=
        Escaping.markdown(f.state.rawValue) + " | \(f.criterion) | \(f.element) on \(f.against) | "
      h +=
        Escaping.markdown(s.summary) + " | " + RatioFormatting.floored(s.preferredRatio) + ":1 | "
      h += s.distanceText + " |\n"
      out += h
    }
    out.endSection()
  }

  func vision(_ report: AuditReport, _ out: inout ReportPieces) {
    let sims = report.policy.cvdSimulations
    guard !sims.isEmpty else { return }
    let showTheme = report.findings.contains { $0.theme != nil }
    var h = "\n### Colour vision (simulated)\n\n"
    h += "Simulations: " + Escaping.markdown(sims.map(\.summary).joined(separator: "; "))
    h += ". Informational: never changes a verdict.\n\n"
    h += "| Component |" + (showTheme ? " Theme |" : "") + " State | Pair | Needs | Normal |"
    h += sims.map { " \($0.type.rawValue) |" }.joined() + "\n"
    h += "|---|" + (showTheme ? "---|" : "") + "---|---|---:|---:|"
    h += String(repeating: "---:|", count: sims.count) + "\n"
    out += h
    for f in report.findings where f.verdict != .exempt {
      h = "| " + Escaping.markdown(f.component) + " | "
      if showTheme { h += Escaping.markdown(f.theme ?? "-") + " | " }
      h += Escaping.markdown(f.state.rawValue) + " | \(f.element) on \(f.against) | "
      h += Present.required(f) + " | " + RatioFormatting.floored(f.ratio) + " |"
      for r in f.cvd { h += " " + RatioFormatting.floored(r.ratio) + (r.passes ? "" : " ✗") + " |" }
      h += "\n"
      out += h
    }
    h = "\n" + Escaping.markdown(AuditPolicy.distinguishabilityRule) + ".\n\n"
    let collapsed = report.distinguishability.lazy.filter(\.collapsed)
    if collapsed.isEmpty {
      h += "No state loses its difference from normal under the simulations.\n"
      out += h
      out.endSection()
      return
    }
    h += "| ⚠ Looks like normal | " + (showTheme ? "Theme | " : "")
    h += "State | Deficiency | ΔE OK normal | ΔE OK simulated |\n"
    h += "|---|" + (showTheme ? "---|" : "") + "---|---|---:|---:|\n"
    out += h
    for d in collapsed {
      h = "| " + Escaping.markdown(d.component) + " | "
      if showTheme { h += Escaping.markdown(d.theme ?? "-") + " | " }
      h += Escaping.markdown(d.state.rawValue) + " | \(d.type.rawValue) | "
      h += RatioFormatting.floored(d.normalDistance, places: 3) + " | "
      h += RatioFormatting.floored(d.deltaE, places: 3) + " |\n"
      out += h
    }
    out.endSection()
  }
}
