import LegibleAudit
import LegibleColor

/// Writes a self-contained HTML report: a summary and the policy, every component's states drawn
/// with their effective colours (one row per theme), and a table of all findings.
///
/// The page has no scripts and makes no network requests (its Content-Security-Policy forbids
/// both), escapes every user-supplied string, and is itself accessible (language, one `h1`,
/// table headers with scope, AA text contrast, verdicts shown by icon and word as well as
/// colour). Each drawn swatch carries `data-expected-*` attributes with the colours it must show,
/// which `scripts/check_html_report.py` compares with the pixels a browser renders.
public struct HTMLReportWriter: ReportWriter {
  /// A generation time for the footer; `nil` (the default) keeps the output byte-identical.
  public var timestamp: String?

  /// Creates a writer.
  ///
  /// - Parameter timestamp: A generation time to print, or `nil`.
  public init(timestamp: String? = nil) {
    self.timestamp = timestamp
  }

  static let csp = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"

  /// The page.
  public func write(_ report: AuditReport) -> String { collected(report) }

  /// The page, emitted section by section and, within the components and the findings table,
  /// component by component and row by row (pieces of a few KB).
  public func write(_ report: AuditReport, to emit: (String) -> Void) {
    ReportPieces.emitting(to: emit) { out in
      let title = report.name.isEmpty ? "Contrast report" : "Contrast report: " + report.name
      var h = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      h += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(Self.csp)\">\n"
      h += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      h += "<meta name=\"generator\" content=\"legible\">\n"
      h +=
        "<title>\(e(title))</title>\n<style>\n\(HTMLReportStyle.css)\n</style>\n</head>\n<body>\n"
      h += "<header>\n<h1>\(e(title))</h1>\n<p class=\"lede outcome\">\(e(outcome(report)))</p>\n"
      h += "</header>\n<main>\n"
      out += h
      out += summary(report)
      out.endSection()
      components(report, &out)
      visionSection(report, &out)
      findingsTable(report, &out)
      out += legend()
      h = "</main>\n<footer>\n<p>Written by legible. Ratios are WCAG 2 contrast ratios floored to "
      h +=
        "2 decimals (a ratio shown as 4.49 never passes 4.5); verdicts compare unrounded values. "
      h += "APCA Lc is informational."
      if let timestamp { h += " Generated \(e(timestamp))." }
      h += "</p>\n</footer>\n</body>\n</html>\n"
      out += h
    }
  }

  func e(_ s: String) -> String { Escaping.markup(s) }

  func outcome(_ report: AuditReport) -> String {
    let s = report.summary
    let count = report.findings.count
    let components = Set(report.findings.map(\.component)).count
    let what =
      "\(count) finding\(count == 1 ? "" : "s") in \(components) component"
      + (components == 1 ? "" : "s")
    if s.fail > 0 { return "Fails: \(s.fail) of \(what) fall below the requirement." }
    if s.needsReview > 0 {
      return "Needs review: \(s.needsReview) of \(what) depend on an unknown backdrop."
    }
    return "Passes: no failing finding among \(what)."
  }

  func badge(_ v: Verdict) -> String {
    "<span class=\"badge \(v.rawValue)\">\(Present.icon(v)) \(Present.word(v))</span>"
  }

  /// What each input covered: a table with a row per input path.
  func coverage(_ coverage: AuditCoverage) -> String {
    var h =
      "<h3>Coverage</h3>\n<table class=\"counts\">\n<caption>What each input covered</caption>\n"
    h += "<thead><tr><th scope=\"col\">Input</th>"
    for column in [
      "Files", "Components", "States", "Pass", "Fail", "Exempt", "Needs review", "Read, not paired",
    ] {
      h += "<th scope=\"col\">\(column)</th>"
    }
    h += "</tr></thead>\n<tbody>\n"
    for i in coverage.inputs {
      let with = i.readWith.map { " (read with \(e($0)))" } ?? ""
      h += "<tr><th scope=\"row\">\(e(i.path))\(i.isEmpty ? " (nothing decided)" : with)</th>"
      for n in [
        i.files, i.components, i.states, i.pass, i.fail, i.exempt, i.needsReview, i.unpaired,
      ] {
        h += "<td class=\"num\">\(n)</td>"
      }
      h += "</tr>\n"
    }
    return h + "</tbody>\n</table>\n"
  }

  func summary(_ report: AuditReport) -> String {
    let s = report.summary
    var h = "<section aria-labelledby=\"summary\">\n<h2 id=\"summary\">Summary</h2>\n"
    h += "<table class=\"counts\">\n<caption>Findings by verdict</caption>\n"
    h += "<thead><tr><th scope=\"col\">Verdict</th><th scope=\"col\">Findings</th></tr></thead>\n"
    h += "<tbody>\n"
    var rows: [(Verdict, Int)] = [
      (.fail, s.fail), (.needsReview, s.needsReview), (.pass, s.pass), (.exempt, s.exempt),
    ]
    if s.ignored > 0 { rows.append((.ignored, s.ignored)) }
    for (v, n) in rows {
      h += "<tr><th scope=\"row\">\(badge(v))</th><td class=\"num\">\(n)</td></tr>\n"
    }
    h += "</tbody>\n</table>\n"
    if let coverage = report.coverage { h += self.coverage(coverage) }
    h += "<h3>Policy in force</h3>\n<dl class=\"policy\">\n"
    let p = report.policy
    let items: [(String, String)] = [
      ("Level", "WCAG 2.2 " + p.level.rawValue),
      ("Large text", p.largeText.summary),
      ("Compositing", p.composite.rawValue + ": " + p.composite.summary),
      ("Coefficients", p.coefficients.rawValue + ": " + p.coefficients.summary),
      ("Quantisation", AuditPolicy.quantization),
      ("Comparison", AuditPolicy.comparison),
      ("Unknown backdrop", AuditPolicy.backdropRule),
      ("Missing font size", AuditPolicy.missingFontSizeRule),
      ("APCA", p.apca.summary),
    ]
    for (k, v) in items + Self.visionPolicy(p) { h += "<dt>\(e(k))</dt><dd>\(e(v))</dd>\n" }
    h += "</dl>\n</section>\n"
    return h
  }

  /// One section per component (in order of first appearance): a table of its states, one row
  /// per theme. Appearances and findings are looked up in a ``ReportIndex`` built once.
  func components(_ report: AuditReport, _ out: inout ReportPieces) {
    var h = "<section aria-labelledby=\"components\">\n<h2 id=\"components\">Components</h2>\n"
    h += "<p class=\"note\">Each state is drawn with its effective colours: composited over its "
    h += "surface with the state's opacity applied, as the audit measured them.</p>\n"
    out += h
    let index = ReportIndex(report)
    for (i, (name, appearances)) in index.components.enumerated() {
      var states: [StateName] = []
      var themes: [String?] = []
      var seenStates: Set<StateName> = []
      var seenThemes: Set<String?> = []
      for a in appearances.lazy.map({ report.appearances[$0] }) {
        if seenStates.insert(a.state).inserted { states.append(a.state) }
        if seenThemes.insert(a.theme).inserted { themes.append(a.theme) }
      }
      h = "<section aria-labelledby=\"component-\(i)\">\n"
      h += "<h3 id=\"component-\(i)\">\(e(name))</h3>\n<table class=\"states\">\n"
      h += "<caption>States of \(e(name))"
      h += themes.count > 1 || themes.first != nil ? ", one row per theme" : ""
      h += "</caption>\n<thead><tr><th scope=\"col\">Theme</th>"
      for state in states { h += "<th scope=\"col\">\(e(state.rawValue))</th>" }
      h += "</tr></thead>\n<tbody>\n"
      for theme in themes {
        h += "<tr><th scope=\"row\">\(e(theme ?? "default"))</th>"
        for state in states {
          if let a = index.appearance(name, theme, state).map({ report.appearances[$0] }) {
            let findings = index.findings(name, theme, state).map { report.findings[$0] }
            h += "<td>" + card(a, findings) + simulated(a, findings, report, index) + "</td>"
          } else {
            h += "<td>not defined</td>"
          }
        }
        h += "</tr>\n"
        out += h
        h = ""
      }
      out += "</tbody>\n</table>\n</section>\n"
    }
    out += "</section>\n"
    out.endSection()
  }

  func card(_ a: StateAppearance, _ findings: [Finding]) -> String {
    let worst = Present.worst(findings)
    var h = "<div class=\"card\(worst.map { " " + $0.rawValue } ?? "")\">"
    let surface = a.surface.displayString
    let fill = a.fill.displayString
    let text = a.text?.displayString
    let border = a.border?.displayString
    let ring = a.focusRing?.displayString
    h += "<div class=\"stage\" style=\"background-color:\(surface)\" "
    h += "data-expected-surface=\"\(surface)\">"
    var style = "background-color:\(fill);border-color:\(border ?? fill)"
    if let text { style += ";color:\(text)" }
    if let ring { style += ";outline-color:\(ring)" }
    var describe = "fill \(fill)"
    if let text { describe = "label \(text) on " + describe }
    if let border { describe += ", border \(border)" }
    if let ring { describe += ", focus ring \(ring)" }
    describe += " on surface \(surface)"
    h += "<div class=\"control\(ring == nil ? "" : " ring")\" style=\"\(style)\" role=\"img\" "
    h += "aria-label=\"\(e(a.state.rawValue)): \(e(describe))\" data-expected-fill=\"\(fill)\""
    if let border { h += " data-expected-border=\"\(border)\"" }
    if let ring { h += " data-expected-ring=\"\(ring)\"" }
    h += ">"
    h += text == nil ? "" : "<span class=\"label\" data-label=\"Label\"></span>"
    h += "</div></div>\n<ul class=\"colors\">"
    func chip(_ role: String, _ css: String?, _ attribute: String?) {
      guard let css else { return }
      h += "<li><span class=\"chip\" style=\"background-color:\(css)\""
      if let attribute { h += " data-expected-\(attribute)=\"\(css)\"" }
      // The words sit in their own span so no text box overlaps the chip (axe-core then has a
      // plain background to measure the text against).
      h += "></span><span>\(role) <span class=\"hex\">\(css)</span></span></li>"
    }
    chip("label", text, "text")
    chip("fill", fill, nil)
    chip("border", border, nil)
    chip("focus ring", ring, nil)
    chip("surface", surface, nil)
    h += "</ul>\n"
    var notes: [String] = []
    if a.opacity < 1 { notes.append("opacity \(a.opacity.plainDescription) applied") }
    if a.backdrop != nil { notes.append("unknown surface: drawn over white") }
    if !notes.isEmpty { h += "<p class=\"note\">\(e(notes.joined(separator: "; ")))</p>\n" }
    h += provenance(findings)
    h += "<ul class=\"results\">"
    for f in findings { h += "<li>" + result(f) + fix(f) + "</li>" }
    h += "</ul></div>"
    return h
  }

  /// Where the drawn colours come from, in words: one sentence per colour with its token or
  /// rule, its file and line and how it was paired; the review reason first. Empty when the
  /// findings carry no sources.
  func provenance(_ findings: [Finding]) -> String {
    var roles: [(String, ColorSource)] = []
    func add(_ role: String, _ source: ColorSource?) {
      guard let source, !roles.contains(where: { $0.0 == role }) else { return }
      roles.append((role, source))
    }
    for f in findings {
      let element =
        f.element == .fill
        ? "fill"
        : f.element == .focusRing
          ? "focus ring"
          : f.element
            .rawValue
      add(element == "text" ? "label" : element, f.foregroundSource)
      add(f.against == .fill ? "fill" : "surface", f.backgroundSource)
    }
    let review = findings.lazy.compactMap(\.review).first
    let ignore = findings.lazy.compactMap(\.ignore).first
    guard !roles.isEmpty || review != nil || ignore != nil else { return "" }
    var sentences: [String] = []
    if let ignore {
      sentences.append(
        Present.ignored(ignore).prefix(1).uppercased() + Present.ignored(ignore).dropFirst() + ".")
    }
    if let review { sentences.append("Needs review: \(review).") }
    for (role, source) in roles {
      var sentence = role.prefix(1).uppercased() + role.dropFirst() + ": "
      var origin: [String] = []
      if let token = source.token { origin.append("token " + token) }
      if let rule = source.rule { origin.append("rule " + rule) }
      sentence += origin.isEmpty ? "a literal colour" : origin.joined(separator: ", ")
      if let position = source.position { sentence += " at " + position }
      switch source.pairing {
      case .stated: sentence += "; pair stated"
      case .inferred: sentence += "; pair inferred"
      case .inherited: sentence += "; inherited from the rest state"
      }
      if let evidence = source.evidence, !evidence.isEmpty { sentence += " (\(evidence))" }
      sentences.append(sentence + ".")
    }
    return "<p class=\"provenance\">\(e(sentences.joined(separator: " ")))</p>\n"
  }

  func criterionLink(_ f: Finding) -> String {
    let c = Criterion.named(f.criterion)
    return "<a href=\"\(e(c.url))\">\(e(c.number)) \(e(c.title))</a>"
  }

  func result(_ f: Finding) -> String {
    var h = badge(f.verdict) + " " + criterionLink(f) + ": " + e(f.element.rawValue) + " on "
    h += e(f.against.rawValue) + " <strong>" + e(Present.ratio(f)) + "</strong>, needs "
    h += e(Present.required(f))
    if let lc = f.apca { h += ", APCA Lc " + RatioFormatting.lc(lc) }
    if !f.flips.isEmpty {
      let flips = f.flips.map { "\($0.policy) → \(Present.word($0.verdict))" }
      h += " <span class=\"note\">(flips: " + e(flips.joined(separator: ", ")) + ")</span>"
    }
    return h
  }

  /// Every finding, failing findings first, one row each.
  func findingsTable(_ report: AuditReport, _ out: inout ReportPieces) {
    let showTheme = report.findings.contains { $0.theme != nil }
    var h = "<section aria-labelledby=\"findings\">\n<h2 id=\"findings\">All findings</h2>\n"
    h += "<table class=\"findings\">\n<caption>Failing findings first</caption>\n<thead><tr>"
    var headers = ["Verdict", "Component"]
    if showTheme { headers.append("Theme") }
    headers += [
      "State", "Criterion", "Pair", "Ratio", "Needs", "APCA Lc", "Colours", "Line", "Details",
    ]
    let showSources = report.findings.contains { Present.sources($0) != nil }
    if showSources { headers.append("Sources") }
    for header in headers { h += "<th scope=\"col\">\(header)</th>" }
    h += "</tr></thead>\n<tbody>\n"
    out += h
    for i in Present.severityIndices(report.findings) {
      let f = report.findings[i]
      h = "<tr><td>\(badge(f.verdict))</td><th scope=\"row\">\(e(f.component))</th>"
      if showTheme { h += "<td>\(e(f.theme ?? "-"))</td>" }
      h += "<td>\(e(f.state.rawValue))</td><td>\(criterionLink(f))</td>"
      h += "<td>\(e(f.element.rawValue)) on \(e(f.against.rawValue))</td>"
      h += "<td class=\"num\">\(e(Present.ratio(f)))</td>"
      h += "<td class=\"num\">\(e(Present.required(f)))</td>"
      h += "<td class=\"num\">\(f.apca.map(RatioFormatting.lc) ?? "–")</td>"
      h += "<td><span class=\"hex\">\(e(f.foregroundCSS))</span> on "
      h += "<span class=\"hex\">\(e(f.backgroundCSS))</span></td>"
      h += "<td class=\"num\">\(f.location.map { String($0.line) } ?? "–")</td>"
      h += "<td>\(e(f.message))\(f.suggestion == nil ? "" : "<br>" + fix(f))</td>"
      if showSources { h += "<td>\(e(Present.sources(f) ?? "–"))</td>" }
      h += "</tr>\n"
      out += h
    }
    out += "</tbody>\n</table>\n</section>\n"
    out.endSection()
  }

  func legend() -> String {
    var h =
      "<section aria-labelledby=\"legend\">\n<h2 id=\"legend\">Reading the verdicts</h2>\n<ul>\n"
    h += "<li>\(badge(.fail)): the ratio is below the requirement.</li>\n"
    h += "<li>\(badge(.needsReview)): the surface is unknown or translucent and the ratio over "
    h += "black and white backdrops straddles the requirement.</li>\n"
    h += "<li>\(badge(.pass)): the ratio meets the requirement.</li>\n"
    h += "<li>\(badge(.exempt)): computed for information only (WCAG exempts inactive, i.e. "
    h += "disabled, components and the boundary of text-only controls).</li>\n"
    h += "</ul>\n</section>\n"
    return h
  }
}
