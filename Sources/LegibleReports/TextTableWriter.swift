import LegibleAudit
import LegibleColor

/// Writes a compact table for terminals: failures first, then needs-review, pass and exempt
/// (report order within each), ratios floored to 2 decimals, then a summary line and the policy.
public struct TextTableWriter: ReportWriter {
  /// Creates a writer.
  public init() {}

  /// The table as text.
  public func write(_ report: AuditReport) -> String { collected(report) }

  /// The table, emitted a few KB of rows at a time, then the summary and the policy. The rows'
  /// cells are rendered twice, once for the column widths and once to emit them, so no more
  /// than a piece of the table is held at once.
  public func write(_ report: AuditReport, to emit: (String) -> Void) {
    let showTheme = report.findings.contains { $0.theme != nil }
    var header = ["VERDICT", "COMPONENT"]
    if showTheme { header.append("THEME") }
    header += ["STATE", "CHECK", "RATIO", "NEED", "FG", "BG", "APCA", "NOTES"]
    let ordered = Present.severityIndices(report.findings)
    var widths = header.map(\.count)
    for i in ordered {
      for (c, cell) in cells(report.findings[i], showTheme: showTheme).enumerated() {
        widths[c] = max(widths[c], cell.count)
      }
    }
    ReportPieces.emitting(to: emit) { out in
      if !report.name.isEmpty { out += report.name + "\n\n" }
      out += Self.line(header, widths)
      for i in ordered { out += Self.line(cells(report.findings[i], showTheme: showTheme), widths) }
      out.endSection()
      out += footer(report)
      let p = report.policy
      let collapsed = report.distinguishability.lazy.filter(\.collapsed)
      if !p.cvd.isEmpty {
        out += "Colour vision: " + p.cvdSimulations.map(\.summary).joined(separator: "; ") + "\n"
        out += collapsed.isEmpty ? "No state looks like normal under the simulations.\n" : ""
      }
      for d in collapsed {
        var line = "Looks like normal under \(d.type.rawValue): \(d.component)"
        line += (d.theme.map { " (\($0))" } ?? "") + " \(d.state), ΔE OK "
        line += RatioFormatting.floored(d.deltaE, places: 3) + " (normal vision "
        line += RatioFormatting.floored(d.normalDistance, places: 3) + ")\n"
        out += line
      }
    }
  }

  /// One finding's cells, in the header's order.
  func cells(_ f: Finding, showTheme: Bool) -> [String] {
    var row = [f.verdict.rawValue, f.component]
    if showTheme { row.append(f.theme ?? "-") }
    let ratio =
      f.range.map {
        RatioFormatting.floored($0.minimum) + "-" + RatioFormatting.floored($0.maximum)
      } ?? RatioFormatting.floored(f.ratio)
    var notes: [String] = []
    if f.check != .text || f.element != .text { notes.append(f.element.rawValue) }
    if !f.flips.isEmpty {
      let flips = f.flips.map { "\($0.policy) → \($0.verdict.rawValue)" }
      notes.append("flips: " + flips.joined(separator: ", "))
    }
    if f.verdict == .exempt, f.message.hasPrefix("text-only") { notes.append("text-only") }
    if let s = f.suggestion { notes.append("fix: " + s.summary) }
    if let ignore = f.ignore { notes.append(Present.ignored(ignore)) }
    if let review = f.review { notes.append("needs review: " + review) }
    if let sources = Present.sources(f) { notes.append(sources) }
    let cvdFails = f.cvd.filter { !$0.passes }.map(\.simulation.type.rawValue)
    if f.verdict != .exempt, !cvdFails.isEmpty {
      notes.append("fails under " + cvdFails.joined(separator: ", "))
    }
    row += [
      f.state.rawValue, f.check.rawValue + " " + f.criterion.rawValue, ratio,
      f.required.plainDescription,
      f.foregroundCSS, f.backgroundCSS, f.apca.map(RatioFormatting.lc) ?? "-",
      notes.joined(separator: "; "),
    ]
    return row
  }

  /// One table line: cells padded to their column's width plus two spaces, the last unpadded,
  /// trailing spaces removed.
  static func line(_ row: [String], _ widths: [Int]) -> String {
    var line = ""
    for (i, cell) in row.enumerated() {
      let last = i == row.count - 1
      line += last ? cell : cell + String(repeating: " ", count: widths[i] - cell.count + 2)
    }
    while line.last == " " { line.removeLast() }
    return line + "\n"
  }

  /// The summary line and the policy.
  func footer(_ report: AuditReport) -> String {
    let s = report.summary
    var out =
      "\n\(report.findings.count) findings: \(s.fail) fail, \(s.needsReview) needs-review, "
      + "\(s.pass) pass, \(s.exempt) exempt" + (s.ignored > 0 ? ", \(s.ignored) ignored" : "")
      + "\n"
    if let coverage = report.coverage {
      out += "Coverage:\n"
      for input in coverage.inputs {
        out += "  " + input.summary + (input.isEmpty ? " (nothing decided)" : "") + "\n"
      }
    }
    let p = report.policy
    out += "Policy: level \(p.level.rawValue); large text \(p.largeText.summary); "
    out += "compositing \(p.composite.rawValue) (\(p.composite.summary)); "
    out += "coefficients \(p.coefficients.rawValue); quantization \(AuditPolicy.quantization); "
    out += "\(AuditPolicy.comparison); \(p.apca.summary); \(AuditPolicy.missingFontSizeRule)\n"
    return out
  }

}
